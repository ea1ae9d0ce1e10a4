import { desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginRequest } from '@portico/contract/session';
import { verificationOn } from '../../captcha/forms.ts';
import type { Db } from '../../db/client.ts';
import { foreignOriginSignIns } from '../../db/schema-passkeys.ts';
import { isPageOrigin, originPolicyOf } from '../../domains/origins.ts';
import type { Merchant } from '../../merchants/schema.ts';
import type { MemberRow } from '../../plugins/app/sessions.ts';

const KEEP_DAYS = 7;

interface PasswordSignIn {
  app: FastifyInstance;
  request: FastifyRequest;
  merchant: Merchant;
  body: LoginRequest;
}

/**
 * The origin a password sign-in's page reported (decision 042) when it is not one of the merchant's
 * page origins; null when it is, or when the page reported none (an older app: nothing to judge).
 * A relay that rewrites the field passes: this catches clones that copy the app as it is.
 */
export function foreignOriginOf({ app, merchant, body }: Pick<PasswordSignIn, 'app' | 'merchant' | 'body'>): string | null {
  const reported = body.pageOrigin?.trim();
  if (!reported) return null;
  return isPageOrigin(merchant, originPolicyOf(app.config), reported) ? null : reported.slice(0, 200);
}

/**
 * The merchant's step-up for a sign-in from a foreign page (phishing.foreignOriginSignIn `verify`):
 * human verification before the password is checked, even where the merchant has it off. Where it
 * is on, the sign-in already spent a solved challenge. Answers whether this sign-in was stepped up.
 */
export async function stepUpForeignOrigin(input: PasswordSignIn, foreign: string | null): Promise<boolean> {
  const { app, request, merchant, body } = input;
  if (foreign === null || merchant.phishing.foreignOriginSignIn !== 'verify') return false;
  if (!verificationOn(merchant, 'sign-in')) await app.captcha.require(merchant, body, 'sign-in', { ip: request.ip }, { always: true });
  return true;
}

/**
 * A right password typed on a foreign page: the password is as good as captured, so whoever watches
 * the log and /admin/abuse hears of it. The line names the member, the origin and the address, never
 * the password or a token.
 */
export async function recordForeignOrigin(input: PasswordSignIn, member: MemberRow, origin: string, verified: boolean): Promise<void> {
  const { app, request, merchant } = input;
  const outcome = verified ? 'verified' : 'flagged';
  request.log.warn({ merchantCode: merchant.merchantCode, memberId: member.id, origin, ip: request.ip, outcome }, 'sign-in from a page on a foreign origin');
  await app.db.insert(foreignOriginSignIns).values({ merchantCode: merchant.merchantCode, memberId: member.id, origin, ip: request.ip, outcome });
}

/** The week's foreign-origin sign-ins of a merchant, newest first (GET /admin/abuse). */
export async function recentForeignOriginSignIns(db: Db, merchantCode: string, limit = 50) {
  const rows = await db
    .select({ memberId: foreignOriginSignIns.memberId, origin: foreignOriginSignIns.origin, ip: foreignOriginSignIns.ip, outcome: foreignOriginSignIns.outcome, at: foreignOriginSignIns.at })
    .from(foreignOriginSignIns)
    .where(eq(foreignOriginSignIns.merchantCode, merchantCode))
    .orderBy(desc(foreignOriginSignIns.at), desc(foreignOriginSignIns.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

export const sweepForeignOriginSignIns = (db: Db) =>
  db.delete(foreignOriginSignIns).where(lt(foreignOriginSignIns.at, sql`now() - make_interval(days => ${KEEP_DAYS})`));
