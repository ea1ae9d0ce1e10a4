import { randomBytes } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newTotpSecret } from '../../auth/totp.ts';
import { members } from '../../db/schema.ts';
import { memberPoints } from '../../db/schema-member.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { hashPassword } from '../../security/passwords.ts';

const flag = z.boolean().default(false);
const BASE32 = /^[A-Z2-7]{16,64}$/;

/** Everything a test may ask for; strict, so a misspelt field fails loudly instead of being ignored. */
const fixture = z.strictObject({
  username: z.string().regex(/^[A-Za-z0-9_]{3,32}$/).optional(),
  password: z.string().min(1).max(128).optional(),
  customerType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]).default(0),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  email: z.email().max(254).optional(),
  payeeName: z.string().trim().min(1).max(128).optional(),
  /** E.164 digits without '+', as members.mobile stores them. */
  mobile: z.string().regex(/^\d{8,15}$/).optional(),
  /** true: a fresh secret; a base32 string: that secret. */
  totpSecret: z.union([z.literal(true), z.string().regex(BASE32)]).optional(),
  twoFactor: z.strictObject({ email: flag, ga: flag, sms: flag, payeeName: flag }).optional(),
  /** Point-market points to start with (the point market's confirmation is tested on a fresh member). */
  points: z.number().int().min(0).max(1_000_000).optional(),
});

/** Satisfies the contract's strength rule: letters and digits, 8 to 64 characters. */
const randomPassword = () => `Pw${randomBytes(12).toString('base64url')}7`;
const randomUsername = () => `m_${randomBytes(6).toString('hex')}`;

/**
 * POST /dev/members: a fresh member with exactly the state a test needs (first-time, expired, the
 * weak default 123456, two-factor methods, a mobile for sms sign-in). Development and tests only:
 * registered from routes/dev, which production never registers.
 */
export default function devMembers(app: FastifyInstance) {
  app.post('/dev/members', async (request, reply) => {
    const parsed = fixture.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
      throw new PlatformError('request.invalid', { fieldErrors });
    }
    const input = parsed.data;
    const merchant = app.merchants.forCall(request);
    const username = (input.username ?? randomUsername()).toLowerCase();
    const password = input.password ?? randomPassword();
    const totpSecret = input.totpSecret === true ? newTotpSecret() : (input.totpSecret ?? null);

    const [row] = await app.db
      .insert(members)
      .values({
        merchantCode: merchant.merchantCode,
        username,
        passwordHash: await hashPassword(password),
        customerType: input.customerType,
        firstTimeLogin: input.firstTimeLogin,
        passwordExpiresAt: input.passwordExpired ? new Date(Date.now() - 60_000) : null,
        email: input.email ?? null,
        payeeName: input.payeeName ?? null,
        mobile: input.mobile ?? null,
        totpSecret,
        twoFactor: input.twoFactor ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (!row) throw new PlatformError('request.invalid', { fieldErrors: await takenFields(app, merchant.merchantCode, username, input.mobile) });
    if (input.points !== undefined) await app.db.insert(memberPoints).values({ memberId: row.id, balance: input.points });
    return reply.code(201).send({ username, password, id: row.id, totpSecret });
  });
}

/** Which unique value was taken (username, mobile or both), for a clear refusal. */
async function takenFields(app: FastifyInstance, merchantCode: string, username: string, mobile: string | undefined) {
  const rows = await app.db
    .select({ username: members.username, mobile: members.mobile })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), or(eq(members.username, username), mobile ? eq(members.mobile, mobile) : undefined)));
  return [
    ...(rows.some((r) => r.username === username) ? [{ field: 'username', message: 'already taken' }] : []),
    ...(mobile && rows.some((r) => r.mobile === mobile) ? [{ field: 'mobile', message: 'already taken' }] : []),
  ];
}
