import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openCounters, recentAlarms } from '../../abuse/alarms.ts';
import { clearFlag, flaggedAccounts } from '../../abuse/flags.ts';
import { breakerStatus } from '../../abuse/sms-breaker.ts';
import { requireAdmin } from '../../http/admin-auth.ts';
import { recentForeignOriginSignIns } from '../../auth/passkeys/foreign-origin.ts';
import { adminMerchant, parseAdmin } from './admin-input.ts';
import { int4Text } from '@portico/contract/bounds';

const query = z.strictObject({ merchantCode: z.string().min(1) });
const clearParams = z.strictObject({ memberId: int4Text() });

/**
 * GET /admin/abuse?merchantCode= (decision 034): what the abuse limits see now — the open counters,
 * highest first, with the merchant's registrations this minute against its alarm threshold — and the
 * alarms of the last week, and the sms breakers of each number prefix texted this hour (decision 041). Read-only; behind ADMIN_TOKEN like every /admin endpoint.
 */
export default function adminAbuse(app: FastifyInstance) {
  app.get('/admin/abuse', async (request, reply) => {
    await requireAdmin(app, request);
    const merchant = adminMerchant(app, parseAdmin(query, request.query).merchantCode);
    const code = merchant.merchantCode;
    const [counters, alarms, smsBreakers] = await Promise.all([openCounters(app.db, code), recentAlarms(app.db, code), breakerStatus(app.db, code)]);
    const minute = counters.find((c) => c.key === `register:minute:${code}:all`);
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      value: {
        merchantCode: code,
        registrationsThisMinute: { count: minute?.count ?? 0, alarmAt: merchant.security.registration.alarmPerMinute },
        counters: counters.map((c) => ({ key: c.key, count: c.count, resetAt: c.resetAt.toISOString() })),
        alarms: alarms.map((a) => ({ ...a, raisedAt: a.raisedAt.toISOString() })),
        // Decision 042: password sign-ins typed on a page of a foreign origin, this week.
        foreignOriginSignIns: await recentForeignOriginSignIns(app.db, code),
        smsBreakers,
      },
    };
  });

  // Accounts flagged at registration (decision 041), and the operator's clearing of one (`npm run abuse`).
  app.get('/admin/abuse/flagged', async (request, reply) => {
    await requireAdmin(app, request);
    const merchant = adminMerchant(app, parseAdmin(query, request.query).merchantCode);
    reply.header('cache-control', 'no-store');
    return { success: true, value: await flaggedAccounts(app.db, merchant.merchantCode) };
  });

  app.post('/admin/abuse/flagged/:memberId/clear', async (request, reply) => {
    await requireAdmin(app, request);
    const { memberId } = parseAdmin(clearParams, request.params);
    const merchant = adminMerchant(app, parseAdmin(query, request.body).merchantCode);
    const cleared = await clearFlag(app.db, merchant.merchantCode, memberId);
    request.log.info({ merchantCode: merchant.merchantCode, memberId, cleared, ip: request.ip }, 'operator cleared a flagged account');
    reply.header('cache-control', 'no-store');
    return { success: true, value: { memberId, cleared } };
  });
}
