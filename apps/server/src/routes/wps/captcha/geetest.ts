import type { FastifyInstance } from 'fastify';
import { captchaGeetestEndpoint } from '@portico/contract/captcha';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/**
 * doc A §7: Geetest's register step for the merchant's version (decision 015). Rate-limited per
 * address: each call costs a request to Geetest.
 */
export default function geetest(app: FastifyInstance) {
  registerEndpoint(app, captchaGeetestEndpoint, async ({ merchant, request }) => {
    const hit = await app.rateLimits.hit(`geetest-register:${request.ip}`, { max: 30, windowSeconds: 60 });
    if (!hit.allowed) throw new PlatformError('TOO_MANY_REQUEST', { retryAfter: hit.retryAfter, value: { retryAfter: hit.retryAfter } });
    return app.captcha.geetestRegister(merchant, { ip: request.ip });
  });
}
