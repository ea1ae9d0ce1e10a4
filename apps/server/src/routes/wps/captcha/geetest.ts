import type { FastifyInstance } from 'fastify';
import { captchaGeetestEndpoint } from '@portico/contract/captcha';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/**
 * doc A §7: Geetest's register step for the merchant's version (decision 015). Rate-limited per
 * merchant and address, since each call costs a request to Geetest; generous, because many phones
 * share one carrier address and a person needs one or two per sign-in.
 */
const PER_MINUTE = 60;

export default function geetest(app: FastifyInstance) {
  registerEndpoint(app, captchaGeetestEndpoint, async ({ merchant, request }) => {
    const hit = await app.rateLimits.hit(`geetest-register:${merchant.merchantCode}:${request.ip}`, { max: PER_MINUTE, windowSeconds: 60 });
    if (!hit.allowed) throw new PlatformError('TOO_MANY_REQUEST', { retryAfter: hit.retryAfter, value: { retryAfter: hit.retryAfter } });
    return app.captcha.geetestRegister(merchant, { ip: request.ip });
  });
}
