import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberProfiles } from '../db/schema-member.ts';

// No 0/O or 1/I: a code read aloud or copied by hand stays right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The member's profile row, made on first use: a referral code that never changes afterwards and
 * icon 1. Concurrent first reads agree (insert … on conflict do nothing, then read).
 */
export async function profileOf(db: Db, merchantCode: string, memberId: number) {
  const read = async () => (await db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId)))[0];
  const existing = await read();
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await db.insert(memberProfiles).values({ memberId, merchantCode, referralCode: newCode() }).onConflictDoNothing({ target: memberProfiles.memberId });
      const row = await read();
      if (row) return row;
    } catch {
      // another member's code (unique per merchant): draw again
    }
  }
  throw new Error('no free referral code after 5 draws');
}
