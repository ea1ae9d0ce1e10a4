import type { FastifyInstance } from 'fastify';
import { walletHistoryEndpoint } from '@portico/contract/wallet';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { HISTORY_DEFAULT_SIZE, historyOf } from '../../../wallet/history.ts';

/** The Wallet tab's transaction history (issue 30 point 4): the member's own ledger at this merchant. */
export default function walletHistoryRoutes(app: FastifyInstance) {
  registerEndpoint(app, walletHistoryEndpoint, async ({ merchant, query, requireSession }) =>
    historyOf(app.db, {
      memberId: requireSession().member.id,
      merchantCode: merchant.merchantCode,
      filter: query.filter ?? 'all',
      page: query.page ?? 1,
      size: query.size ?? HISTORY_DEFAULT_SIZE,
    }),
  );
}
