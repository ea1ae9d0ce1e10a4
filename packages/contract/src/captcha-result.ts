import * as z from 'zod/mini';
import { requestText } from './text.ts';

/**
 * The result fields of a body that carries human verification (doc A §3: login, registration, an sms
 * send), as a zod shape to spread. Its own module: the login's contract is on the first load, the
 * rest of captcha.ts is not.
 */
export const captchaResultShape = {
  captcha: z.optional(requestText()),
  geetestSeccode: z.optional(requestText()),
  geetestChallenge: z.optional(requestText()),
  geetestValidateV4: z.optional(requestText()),
};

/** Those fields as one type, inferred once: the platform's check and the web app's forms both use it. */
export type CaptchaResult = z.infer<z.ZodMiniObject<typeof captchaResultShape>>;
