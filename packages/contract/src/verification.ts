import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { captchaResultShape } from './captcha-result.ts';
import { defineEndpoint } from './endpoint.ts';

/** A dialling code without the plus sign ("63"), and a national number of digits only. */
export const dialingCode = requestText().check(z.regex(/^\d{1,4}$/));
export const mobileNumber = requestText().check(z.regex(/^\d{4,15}$/));

/** doc A §3 "Sms-code send request". */
export const smsSendRequest = z.object({
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  loginDeviceId: z.optional(requestText(64)),
  /** Human verification, when the merchant asks for it before a text (captchaSettings.sms, decision 020). */
  ...captchaResultShape,
});
export type SmsSendRequest = z.infer<typeof smsSendRequest>;

/**
 * expirationTime is in seconds from now until another code may be requested (the resend
 * countdown), not a clock time: cheap phones often have a wrong clock (decision 008).
 */
export const smsSendValue = z.object({ expirationTime: z.number() });
export type SmsSendValue = z.infer<typeof smsSendValue>;

export const smsNoLoginEndpoint = defineEndpoint({
  id: 'verification.sms.noLogin',
  methods: ['POST'],
  path: '/wps/verification/sms/noLogin',
  summary: 'Send a one-time code by text message to a number (sign-in, two-factor, registration)',
  auth: 'none',
  encrypted: false,
  body: smsSendRequest,
  value: smsSendValue,
});

/**
 * The full number a code goes to (doc A §5): "+", the dialling code and the number joined.
 * A national trunk zero ("0917…") is dropped, as E.164 requires.
 */
export function joinPhone(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode}${mobileNum.replace(/^0+/, '')}`;
}
