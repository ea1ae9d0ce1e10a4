import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentSummaryEndpoint } from '@portico/contract/referral';
import type { Db } from '../../../db/client.ts';
import { registrations } from '../../../db/schema.ts';
import { ledgerEntries } from '../../../db/schema-wallet.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { profileOf } from '../../../member/profile.ts';

/**
 * From the platform's own records: the members whose registration carried the agent's code, and
 * of those, the ones with a deposit credited in the ledger.
 */
export async function invitedFigures(db: Db, merchantCode: string, code: string) {
  // Registration keeps the code as it was sent (decision 014): one typed in lower case is the agent's too.
  const invitedWhere = and(eq(registrations.merchantCode, merchantCode), sql`upper(${registrations.referralCode}) = ${code.toUpperCase()}`);
  const invited = db.select({ id: registrations.memberId }).from(registrations).where(invitedWhere);
  const [members] = await db.select({ n: count() }).from(registrations).where(invitedWhere);
  const [depositing] = await db
    .select({ n: countDistinct(ledgerEntries.memberId) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'deposit_credited'), inArray(ledgerEntries.memberId, invited)));
  return { invitedMembers: members?.n ?? 0, depositingMembers: depositing?.n ?? 0 };
}

/** GET /wps/member/agent/summary (decision 056): an agent's own view; anyone else is refused. */
export default function agentSummaryRoute(app: FastifyInstance) {
  registerEndpoint(app, agentSummaryEndpoint, async ({ merchant, requireSession }) => {
    const { member } = requireSession();
    if (!merchant.agentCustomerTypes.includes(member.customerType)) throw new PlatformError('agent.not_agent');
    const { referralCode } = await profileOf(app.db, merchant.merchantCode, member.id);
    return {
      agentCode: referralCode,
      referralPath: `/m/register?r=${encodeURIComponent(referralCode)}`,
      ...(await invitedFigures(app.db, merchant.merchantCode, referralCode)),
    };
  });
}
