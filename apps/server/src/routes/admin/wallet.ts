import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { flaggedAmong } from '../../abuse/flags.ts';
import { requireAdmin } from '../../http/admin-auth.ts';
import { adminMerchantCode, parseAdmin } from './admin-input.ts';
import { decideWithdrawal, withdrawalsOf, withdrawalView } from '../../wallet/withdrawals.ts';

const listQuery = z.strictObject({
  merchantCode: z.string().min(1),
  status: z.enum(['pending', 'paid', 'rejected']).optional(),
});
const decisionBody = z.strictObject({ merchantCode: z.string().min(1) });
const params = z.strictObject({ id: z.uuid(), decision: z.enum(['pay', 'reject']) });

/**
 * The operator's side of withdrawals (issue 12, decision 031), behind ADMIN_TOKEN and used by
 * `npm run wallet`: list them, pay one (the hold leaves the wallet) or reject it (the hold returns
 * to the balance). Only a pending withdrawal can be decided.
 */
export default function adminWallet(app: FastifyInstance) {
  const merchantOf = (code: string) => adminMerchantCode(app, code);

  app.get('/admin/wallet/withdrawals', async (request, reply) => {
    await requireAdmin(app, request);
    const query = parseAdmin(listQuery, request.query);
    const rows = await withdrawalsOf(app.db, { merchantCode: merchantOf(query.merchantCode), ...(query.status && { status: query.status }) }, 200);
    // A member flagged at registration: the withdrawal waits for review (decision 041).
    const flagged = await flaggedAmong(app.db, rows.map((row) => row.memberId));
    reply.header('cache-control', 'no-store');
    return { success: true, value: rows.map((row) => ({ ...withdrawalView(row), memberId: row.memberId, flagged: flagged.has(row.memberId) })) };
  });

  app.post('/admin/wallet/withdrawals/:id/:decision', async (request, reply) => {
    await requireAdmin(app, request);
    const { id, decision } = parseAdmin(params, request.params);
    const merchantCode = merchantOf(parseAdmin(decisionBody, request.body).merchantCode);
    const row = await decideWithdrawal(app.db, merchantCode, id, decision === 'pay' ? 'paid' : 'rejected');
    request.log.info({ merchantCode, withdrawalId: id, decision, ip: request.ip }, 'operator decided a withdrawal');
    reply.header('cache-control', 'no-store');
    return { success: true, value: { ...withdrawalView(row), memberId: row.memberId } };
  });
}
