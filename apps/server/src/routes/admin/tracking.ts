import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../../http/admin-auth.ts';
import { BROWSER_REPORTED_STEPS, funnel, installFunnel } from '../../tracking/funnel.ts';
import { adminMerchant, parseAdmin } from './admin-input.ts';
import { storedDay } from '@portico/contract/bounds';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const query = z
  .strictObject({
    merchantCode: z.string().min(1),
    from: z.optional(storedDay()),
    to: z.optional(storedDay()),
    affiliateCode: z.string().min(1).max(64).optional(),
    utmSource: z.string().min(1).max(100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Not before from' });

/**
 * GET /admin/tracking/funnel?merchantCode=&from=&to=&affiliateCode=&utmSource= (decision 040): the
 * funnel by day, affiliate code and utm_source, and the install prompt's steps per trigger; the last
 * 30 days when no day is given; `browserReported` names the steps counted from browsers' reports
 * (decision 059: the others are the platform's own). Read-only, behind ADMIN_TOKEN.
 */
export default function adminTracking(app: FastifyInstance) {
  app.get('/admin/tracking/funnel', async (request, reply) => {
    await requireAdmin(app, request);
    const q = parseAdmin(query, request.query);
    const merchant = adminMerchant(app, q.merchantCode);
    const scope = { ...q, merchantCode: merchant.merchantCode, from: q.from ?? daysAgo(29), to: q.to ?? today() };
    const [rows, install] = await Promise.all([funnel(app.db, scope), installFunnel(app.db, scope)]);
    reply.header('cache-control', 'no-store');
    return { success: true, value: { merchantCode: merchant.merchantCode, from: scope.from, to: scope.to, browserReported: BROWSER_REPORTED_STEPS, funnel: rows, install } };
  });
}
