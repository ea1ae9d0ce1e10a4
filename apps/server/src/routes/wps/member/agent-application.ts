import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentApplicationEndpoint, type AgentApplication } from '@portico/contract/referral';
import type { Db } from '../../../db/client.ts';
import { agentApplications } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export function applicationView(row: typeof agentApplications.$inferSelect): AgentApplication {
  return {
    id: row.id,
    contact: row.contact,
    channel: row.channel as AgentApplication['channel'],
    message: row.message,
    status: row.status as AgentApplication['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function latestApplication(db: Db, memberId: number) {
  const [row] = await db.select().from(agentApplications).where(eq(agentApplications.memberId, memberId)).orderBy(desc(agentApplications.id)).limit(1);
  return row ?? null;
}

export default function agentApplicationRoute(app: FastifyInstance) {
  registerEndpoint(app, agentApplicationEndpoint, async ({ requireSession }) => {
    const row = await latestApplication(app.db, requireSession().member.id);
    return row ? applicationView(row) : null;
  });
}
