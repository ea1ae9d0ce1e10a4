import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { localPhoneSendRequest, localPhoneVerifyRequest } from '@portico/contract/identity';
import { localSubject } from '../../../auth/local-idp.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { phoneOf } from '../../../sms/phone.ts';

/** Platform refusals in the provider's own vocabulary (Firebase's auth/… codes), as the web app expects. */
const PROVIDER_CODE: Partial<Record<string, string>> = {
  'verification.code.invalid': 'auth/invalid-verification-code',
  'verification.code.expired': 'auth/code-expired',
  TOO_MANY_REQUEST_SMS: 'auth/too-many-requests',
  'mobile.invalid': 'auth/invalid-phone-number',
  'sms.unavailable': 'auth/quota-exceeded',
};
const MESSAGES: Record<string, string> = {
  'auth/invalid-verification-code': 'The verification code is incorrect.',
  'auth/code-expired': 'The verification code has expired. Request a new one.',
  'auth/too-many-requests': 'Too many codes requested. Please wait and try again.',
  'auth/invalid-phone-number': 'This phone number is not valid.',
  'auth/invalid-verification-id': 'This verification is unknown. Request a new code.',
  'auth/quota-exceeded': 'The text message could not be sent. Please try again later.',
};

function refuse(reply: FastifyReply, code: string, retryAfter?: number) {
  if (retryAfter !== undefined) reply.header('retry-after', String(Math.ceil(retryAfter)));
  return reply.code(400).send({ error: { code, message: MESSAGES[code] ?? code } });
}

/** Anything the platform refuses becomes the provider's error; anything else stays a server error. */
function refusal(reply: FastifyReply, err: unknown) {
  if (!(err instanceof PlatformError)) throw err;
  return refuse(reply, PROVIDER_CODE[err.errorCode] ?? 'auth/internal-error', err.options.retryAfter);
}

/** Opaque to the web app, like Firebase's verificationId: which code row, for which number. */
const verification = z.object({ id: z.number(), phone: z.string().check(z.regex(/^\d{8,15}$/)) });
const encodeVerificationId = (v: z.infer<typeof verification>) => Buffer.from(JSON.stringify(v)).toString('base64url');
function decodeVerificationId(raw: string): z.infer<typeof verification> | null {
  try {
    const parsed = z.safeParse(verification, JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The local provider's phone verification (what Firebase's signInWithPhoneNumber does): a code by
 * text through the platform's sms codes (purpose idp), then an ID token whose phone_number the
 * platform trusts for sms-code sign-in.
 */
export default function phone(app: FastifyInstance) {
  app.post('/idp/local/phone/send', async (request, reply) => {
    const body = z.safeParse(localPhoneSendRequest, request.body ?? {});
    if (!body.success) return refuse(reply, 'auth/invalid-phone-number');
    const merchant = app.merchants.forPage(request);
    try {
      const digits = phoneOf(merchant, body.data.countryDialingCode, body.data.mobileNum);
      const sent = await app.smsCodes.send({ merchant, ...body.data, purpose: 'idp', ip: request.ip });
      return { verificationId: encodeVerificationId({ id: sent.id, phone: digits }), expirationTime: sent.expirationTime };
    } catch (err) {
      return refusal(reply, err);
    }
  });

  app.post('/idp/local/phone/verify', async (request, reply) => {
    const body = z.safeParse(localPhoneVerifyRequest, request.body ?? {});
    if (!body.success) return refuse(reply, 'auth/invalid-verification-code');
    const pending = decodeVerificationId(body.data.verificationId);
    if (!pending) return refuse(reply, 'auth/invalid-verification-id');
    const merchant = app.merchants.forPage(request);
    try {
      await app.smsCodes.verify({ merchant, phone: pending.phone, purpose: 'idp', code: body.data.code, id: pending.id });
    } catch (err) {
      return refusal(reply, err);
    }
    if (!app.identity.local) return refuse(reply, 'auth/internal-error');
    const phoneNumber = `+${pending.phone}`;
    const idToken = await app.identity.local.issue(merchant, {
      sub: localSubject('phone', phoneNumber),
      phone_number: phoneNumber,
      signInProvider: 'phone',
    });
    return { idToken };
  });
}
