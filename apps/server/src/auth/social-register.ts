import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdTokenClaims } from '@portico/contract/identity';
import type { SocialRegisterRequest } from '@portico/contract/register';
import type { LoginValue } from '@portico/contract/session';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';
import { linkIdentity } from './identity-links.ts';
import type { Channel } from './local-idp.ts';
import { startSession } from './sign-in.ts';
import { assessRegistration } from '../abuse/risk-score.ts';
import { countForAlarm, recordRegistration, type RegistrationPermit } from '../registration/register-member.ts';
import { memberRegistered } from '../tracking/record-conversions.ts';

const BASE_MAX = 20;

/** The username a social account starts from: the email's local part, else the channel, as [a-z0-9_]. */
export function usernameBase(claims: Pick<IdTokenClaims, 'email'>, channel: Channel): string {
  const local = claims.email?.split('@')[0] ?? '';
  const cleaned = local
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, BASE_MAX);
  return cleaned.length >= 3 ? cleaned : channel;
}

/** base, else base + the smallest number not taken ("newcomer", "newcomer2", …). */
async function freeUsername(db: Db, merchant: Merchant, base: string): Promise<string> {
  const rows = await db
    .select({ username: members.username })
    .from(members)
    // base is [a-z0-9_] only, so it is safe inside the pattern.
    .where(and(eq(members.merchantCode, merchant.merchantCode), sql`${members.username} ~ ${`^${base}[0-9]*$`}`));
  const taken = new Set(rows.map((r) => r.username));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** A hash no password can match: the account signs in through its identity until it sets one. */
const unusablePasswordHash = () => `!social:${randomBytes(24).toString('base64url')}`;

async function insertMember(db: Db, merchant: Merchant, claims: IdTokenClaims, channel: Channel): Promise<MemberRow> {
  const base = usernameBase(claims, channel);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // A concurrent registration may take the name between the read and the insert: then digits at random.
    const username = attempt === 0 ? await freeUsername(db, merchant, base) : `${base}${randomInt(1000, 1_000_000)}`;
    const [row] = await db
      .insert(members)
      .values({
        merchantCode: merchant.merchantCode,
        username,
        passwordHash: unusablePasswordHash(),
        customerType: 0,
        firstTimeLogin: false,
        email: claims.email ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('no free username for a social registration');
}

/**
 * Social registration (doc A §4, after bind_customer_required): member, identity link, registration
 * record (decision 014) and session in one transaction — a failure at any step leaves no account behind.
 */
export async function registerSocialMember(
  app: FastifyInstance,
  input: {
    merchant: Merchant;
    claims: IdTokenClaims;
    channel: Channel;
    request: FastifyRequest;
    permit: RegistrationPermit;
    context?: Partial<SocialRegisterRequest>;
  },
): Promise<LoginValue> {
  const { merchant, claims, channel, request, permit } = input;
  const context = input.context ?? {};
  // Scored like every registration (decisions 041, 045), before the write; the name series is judged
  // on the name the account starts from (the email's local part: bot101@…, bot102@…).
  const risk = await assessRegistration(app.db, { merchant, request, username: usernameBase(claims, channel), context });
  const session = await app.db.transaction(async (tx) => {
    const member = await insertMember(tx, merchant, claims, channel);
    await linkIdentity(tx, { merchant, member, claims, channel });
    await recordRegistration(tx, { merchant, request, permit, memberId: member.id, kind: 'social', context, risk });
    return startSession(app, member, request, tx);
  });
  await memberRegistered(app, merchant, request, session.id, context.affiliateCode);
  await countForAlarm(app, merchant);
  app.log.info({ memberId: session.id, merchantCode: merchant.merchantCode, kind: 'social', risk: risk.score, flagged: risk.flagged }, 'member registered');
  return session;
}
