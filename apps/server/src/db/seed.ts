import { and, eq, inArray } from 'drizzle-orm';
import { LOCAL_IDP_ISSUER } from '@portico/contract/identity';
import { localSubject, SEEDED_LINK } from '../auth/local-idp.ts';
import { hashPassword } from '../security/passwords.ts';
import type { Db } from './client.ts';
import { identityLinks, members } from './schema.ts';

/**
 * The authenticator secret of the demo member player2fa (RFC 6238, SHA-1, 6 digits, 30 s). Public
 * on purpose, like the demo passwords: add it to an authenticator app to sign in as player2fa.
 */
export const PLAYER2FA_TOTP_SECRET = 'PORTICOPLAYER2FADEMOSECRETKEY234';

interface DemoMember {
  username: string;
  password: string;
  customerType: number;
  email?: string;
  payeeName?: string;
  mobile?: string;
  totpSecret?: string;
  twoFactor?: { email: boolean; ga: boolean; sms: boolean; payeeName: boolean };
}

/** Demo members (SEED_DEMO). Passwords are public on purpose: this is the reference platform's demo. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { username: 'player1', password: 'Player#2026', customerType: 0 },
  { username: 'agent1', password: 'Agent#2026', customerType: 1 },
  { username: 'restricted1', password: 'Restricted#2026', customerType: 4 },
  {
    username: 'player2fa',
    password: 'Player2fa#2026',
    customerType: 0,
    email: 'player2fa@example.com',
    payeeName: 'Juan Dela Cruz',
    mobile: '639170000001',
    totpSecret: PLAYER2FA_TOTP_SECRET,
    twoFactor: { email: true, ga: true, sms: true, payeeName: true },
  },
];

/** Idempotent and safe when two instances start together: only missing rows are made, conflicts are ignored. */
export async function seedDemo(db: Db, merchantCode: string): Promise<void> {
  const names = DEMO_MEMBERS.map((m) => m.username);
  const existing = await db
    .select({ username: members.username })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.username, names)));
  const have = new Set(existing.map((r) => r.username));
  const missing = DEMO_MEMBERS.filter((m) => !have.has(m.username));
  if (missing.length > 0) {
    const rows = await Promise.all(
      missing.map(async ({ password, ...m }) => ({ ...m, merchantCode, passwordHash: await hashPassword(password), firstTimeLogin: false })),
    );
    await db.insert(members).values(rows).onConflictDoNothing();
  }
  await seedIdentityLink(db, merchantCode);
}

/** player1's Google identity on the local provider (its sign-in page lists it), so social sign-in works at once. */
async function seedIdentityLink(db: Db, merchantCode: string): Promise<void> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.username, SEEDED_LINK.username)))
    .limit(1);
  if (!member) return;
  await db
    .insert(identityLinks)
    .values({
      merchantCode,
      memberId: member.id,
      issuer: LOCAL_IDP_ISSUER,
      subject: localSubject(SEEDED_LINK.channel, SEEDED_LINK.email),
      channel: SEEDED_LINK.channel,
    })
    .onConflictDoNothing();
}
