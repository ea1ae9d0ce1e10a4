import type { FastifyInstance } from 'fastify';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';

export const ADMIN = 'test-admin-token-member-area-0123456789';
/** Another merchant without the reward centre, on its own host. */
export const OTHER = 'MEMBEROTHER';
export const OTHER_HOST = 'memberother.example.com';

export function buildMemberAreaApp(): Promise<FastifyInstance> {
  const other = { ...demoMerchant(), merchantCode: OTHER, domains: [OTHER_HOST], whitelabel: { REWCEN3: false } };
  return buildTestApp({ ADMIN_TOKEN: ADMIN, MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'other.json': other }) });
}

export function caller(app: FastifyInstance) {
  return {
    get: (url: string, opts: { token?: string; host?: string; language?: string } = {}) =>
      app.inject({
        method: 'GET',
        url,
        headers: { ...(opts.token && { Authorization: opts.token }), ...(opts.host && { host: opts.host }), ...(opts.language && { Language: opts.language }) },
      }),
    post: (url: string, payload: Record<string, unknown>, opts: { token?: string; host?: string } = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { ...(opts.token && { Authorization: opts.token }), ...(opts.host && { host: opts.host }) } }),
  };
}
