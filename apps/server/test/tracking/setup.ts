import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, demoMerchant, tempMerchantsDir, uniqueName } from '../helpers/app.ts';
import { regMerchant } from '../helpers/registration.ts';

export const ADMIN = 'test-admin-token-tracking-0123456789abc';
/** A merchant with Meta and TikTok pixels on its own host, so its forwarder rows are its own; registration without a challenge. */
export const PIXELED = 'TRACKPIX';
export const PIXELED_HOST = 'trackpix.example.com';

export function buildTrackingApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const pixeled = {
    ...demoMerchant(),
    merchantCode: PIXELED,
    domains: [PIXELED_HOST],
    captcha: regMerchant(PIXELED).captcha,
    tracking: { pixels: { meta: '1234567890', tiktok: 'CTIKTOK123' }, reportsPerIp: { max: 5, windowSeconds: 60 }, eventsPerIp: { max: 8, windowSeconds: 60 } },
  };
  return buildTestApp({ ADMIN_TOKEN: ADMIN, MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'pixeled.json': pixeled }), ...env });
}

/** An event as the web app's tracking queue builds it, attributed to `code` (unique per test: counts are per code). */
export function event(name: string, code: string, payload: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return { event_id: randomUUID(), name, payload, time: Date.now(), page: '/m/register', attribution: { affiliateCode: code, utm_source: `${code}_src` }, ...extra };
}

export const uniqueCode = () => uniqueName('A').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60);

export function report(app: FastifyInstance, events: unknown[], opts: { session?: string; host?: string; ip?: string; form?: boolean } = {}) {
  const body = { events: JSON.stringify(events), session: opts.session ?? randomUUID() };
  return app.inject({
    method: 'POST',
    url: '/wps/tracking/report',
    ...(opts.form
      ? { payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', host: opts.host ?? 'localhost' } }
      : { payload: body, headers: { host: opts.host ?? 'localhost' } }),
    remoteAddress: opts.ip ?? '198.51.100.7',
  });
}
