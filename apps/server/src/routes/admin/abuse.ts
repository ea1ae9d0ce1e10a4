import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openCounters, recentAlarms } from '../../abuse/alarms.ts';
import { requireAdmin } from '../../http/admin-auth.ts';
import { PlatformError } from '../../http/platform-error.ts';

const query = z.strictObject({ merchantCode: z.string().min(1) });

/**
 * GET /admin/abuse?merchantCode= (decision 034): what the abuse limits see now — the open counters,
 * highest first, with the merchant's registrations this minute against its alarm threshold — and the
 * alarms of the last week. Read-only; behind ADMIN_TOKEN like every /admin endpoint.
 */
export default function adminAbuse(app: FastifyInstance) {
  app.get('/admin/abuse', async (request, reply) => {
    await requireAdmin(app, request);
    const parsed = query.safeParse(request.query ?? {});
    if (!parsed.success) {
      throw new PlatformError('request.invalid', { fieldErrors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'query', message: i.message })) });
    }
    const merchant = app.merchants.all.get(parsed.data.merchantCode.toUpperCase());
    if (!merchant) throw new PlatformError('merchant.unknown');
    const code = merchant.merchantCode;
    const [counters, alarms] = await Promise.all([openCounters(app.db, code), recentAlarms(app.db, code)]);
    const minute = counters.find((c) => c.key === `register:minute:${code}:all`);
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      value: {
        merchantCode: code,
        registrationsThisMinute: { count: minute?.count ?? 0, alarmAt: merchant.security.registration.alarmPerMinute },
        counters: counters.map((c) => ({ key: c.key, count: c.count, resetAt: c.resetAt.toISOString() })),
        alarms: alarms.map((a) => ({ ...a, raisedAt: a.raisedAt.toISOString() })),
      },
    };
  });
}
