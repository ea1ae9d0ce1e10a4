import * as z from 'zod/mini';

/**
 * The result fields of a body that carries human verification (doc A §3: login, registration, an sms
 * send), as a zod shape to spread. Its own module: the login's contract is on the first load, the
 * rest of captcha.ts is not.
 */
export const captchaResultShape = {
  captcha: z.optional(z.string()),
  geetestSeccode: z.optional(z.string()),
  geetestChallenge: z.optional(z.string()),
  geetestValidateV4: z.optional(z.string()),
};

/** Those fields as one type, inferred once: the platform's check and the web app's forms both use it. */
export type CaptchaResult = z.infer<z.ZodMiniObject<typeof captchaResultShape>>;
