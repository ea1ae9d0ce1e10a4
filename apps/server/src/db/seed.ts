import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../security/passwords.ts';
import type { Db } from './client.ts';
import { members } from './schema.ts';

/** Demo members (SEED_DEMO). Passwords are public on purpose: this is the reference platform's demo. */
export const DEMO_MEMBERS = [
  { username: 'player1', password: 'Player#2026', customerType: 0 },
  { username: 'agent1', password: 'Agent#2026', customerType: 1 },
  { username: 'restricted1', password: 'Restricted#2026', customerType: 4 },
] as const;

/** Idempotent and safe when two instances start together: only missing members are hashed, conflicts are ignored. */
export async function seedDemo(db: Db, merchantCode: string): Promise<void> {
  const names = DEMO_MEMBERS.map((m) => m.username);
  const existing = await db
    .select({ username: members.username })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.username, names)));
  const have = new Set(existing.map((r) => r.username));
  const missing = DEMO_MEMBERS.filter((m) => !have.has(m.username));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (m) => ({
      merchantCode,
      username: m.username,
      passwordHash: await hashPassword(m.password),
      customerType: m.customerType,
      firstTimeLogin: false,
    })),
  );
  await db.insert(members).values(rows).onConflictDoNothing();
}
