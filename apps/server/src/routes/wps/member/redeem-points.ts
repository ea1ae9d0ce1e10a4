import type { FastifyInstance } from 'fastify';
import { redeemPointsEndpoint } from '@portico/contract/point-market';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { redeemItem } from '../../../member/points.ts';

export default function redeemPointsRoute(app: FastifyInstance) {
  registerEndpoint(app, redeemPointsEndpoint, async ({ merchant, body, requireSession }) => {
    const { member } = requireSession();
    return redeemItem(app.db, { merchantCode: merchant.merchantCode, memberId: member.id, ...body });
  });
}
