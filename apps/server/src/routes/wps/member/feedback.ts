import type { FastifyInstance } from 'fastify';
import { feedbackEndpoint } from '@portico/contract/feedback';
import { feedback } from '../../../db/schema-member.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function feedbackRoute(app: FastifyInstance) {
  registerEndpoint(app, feedbackEndpoint, async ({ merchant, body, requireSession }) => {
    const { member } = requireSession();
    const [row] = await app.db
      .insert(feedback)
      .values({ merchantCode: merchant.merchantCode, memberId: member.id, ...body })
      .returning({ id: feedback.id });
    return { id: row!.id };
  });
}
