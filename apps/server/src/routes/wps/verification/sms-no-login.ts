import type { FastifyInstance } from 'fastify';
import { smsNoLoginEndpoint } from '@portico/contract/verification';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { addressGroup } from '../../../security/address-group.ts';

/**
 * Requests from one IP, and from its /24 or /48 network, are capped at twice the sends they may make: the send limits only count codes
 * actually sent, so without this a script could make unlimited refused requests (resend waits,
 * impossible numbers) that each cost the platform work. A person retrying a typo never reaches it.
 */
const REQUESTS_PER_SEND = 2;

export default function smsNoLogin(app: FastifyInstance) {
  registerEndpoint(app, smsNoLoginEndpoint, async ({ request, merchant, body }) => {
    const { perIp, perSubnet } = merchant.security.sms;
    const m = merchant.merchantCode;
    const gate = await app.rateLimits.reserve([
      [`sms:request:${m}:${request.ip}`, { max: perIp.max * REQUESTS_PER_SEND, windowSeconds: perIp.windowSeconds }],
      [`sms:request-net:${m}:${addressGroup(request.ip)}`, { max: perSubnet.max * REQUESTS_PER_SEND, windowSeconds: perSubnet.windowSeconds }],
    ]);
    if (gate) {
      throw new PlatformError('TOO_MANY_REQUEST_SMS', { retryAfter: gate.retryAfter, value: { retryAfter: gate.retryAfter } });
    }
    // The merchant's verification before a text (captchaSettings.sms, decision 020): after the request
    // gate, so refused results count as requests too.
    await app.captcha.require(merchant, body, 'sms', { ip: request.ip });
    const { expirationTime } = await app.smsCodes.send({
      merchant,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      purpose: 'noLogin',
      ip: request.ip,
      ...(body.loginDeviceId && { deviceId: body.loginDeviceId }),
    });
    return { expirationTime };
  });
}
