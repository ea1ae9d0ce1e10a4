import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../../http/admin-auth.ts';
import { adminMerchantCode, parseAdmin } from './admin-input.ts';
import type { Override } from '../../site-status/evaluate.ts';

/** on / off force maintenance either way; file hands the decision back to the merchant file. */
export const switchBody = z.strictObject({
  merchantCode: z.string().min(1),
  maintenance: z.enum(['on', 'off', 'file']),
  /** ISO 8601 instant shown as the end time (maintenance on only). */
  end: z.iso.datetime({ offset: true }).nullable().optional(),
  title: z.string().min(1).max(200).nullable().optional(),
  desc: z.string().min(1).max(2000).nullable().optional(),
});

const query = z.strictObject({ merchantCode: z.string().min(1) });

const view = (merchantCode: string, override: Override | null) => ({
  success: true,
  value: {
    merchantCode,
    override: override && {
      maintenance: override.maintenance ? 'on' : 'off',
      end: override.maintenanceEnd?.toISOString() ?? null,
      title: override.title,
      desc: override.description,
    },
  },
});

/**
 * The operator's maintenance switch (decision 016): PUT sets it, GET reads it. Every instance
 * reads the override from the database on each status call, so no restart and no fan-out.
 */
export default function adminSiteStatus(app: FastifyInstance) {
  const merchantOf = (code: string) => adminMerchantCode(app, code);

  app.get('/admin/site-status', async (request, reply) => {
    await requireAdmin(app, request);
    const code = merchantOf(parseAdmin(query, request.query).merchantCode);
    reply.header('cache-control', 'no-store');
    return view(code, await app.siteStatus.getOverride(code));
  });

  app.put('/admin/site-status', async (request, reply) => {
    await requireAdmin(app, request);
    const body = parseAdmin(switchBody, request.body);
    const code = merchantOf(body.merchantCode);
    const override: Override | null =
      body.maintenance === 'file'
        ? null
        : {
            maintenance: body.maintenance === 'on',
            maintenanceEnd: body.maintenance === 'on' && body.end ? new Date(body.end) : null,
            title: body.maintenance === 'on' ? (body.title ?? null) : null,
            description: body.maintenance === 'on' ? (body.desc ?? null) : null,
          };
    await app.siteStatus.setOverride(code, override);
    request.log.info({ merchantCode: code, maintenance: body.maintenance, ip: request.ip }, 'operator switched site status');
    reply.header('cache-control', 'no-store');
    return view(code, override);
  });
}
