import type { FastifyInstance } from 'fastify';
import { applyAgentEndpoint } from '@portico/contract/referral';
import { agentApplications } from '../../../db/schema-member.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { applicationView, latestApplication } from './agent-application.ts';

/** One pending application per member (a partial unique index backs the check against a double submit). */
export default function applyAgentRoute(app: FastifyInstance) {
  registerEndpoint(app, applyAgentEndpoint, async ({ merchant, body, requireSession }) => {
    const { member } = requireSession();
    if (merchant.agentCustomerTypes.includes(member.customerType)) throw new PlatformError('agent.already');
    if ((await latestApplication(app.db, member.id))?.status === 'pending') throw new PlatformError('agent.application_pending');
    const [row] = await app.db
      .insert(agentApplications)
      .values({ merchantCode: merchant.merchantCode, memberId: member.id, ...body })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new PlatformError('agent.application_pending');
    return applicationView(row);
  });
}
