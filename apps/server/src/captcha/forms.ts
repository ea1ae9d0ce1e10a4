import type { CaptchaForm } from '@portico/contract/captcha';
import type { Merchant } from '../merchants/schema.ts';

/** The forms human verification guards: password sign-in, registration, a code texted without sign-in. */
export type { CaptchaForm };

/** Whether the merchant asks for human verification on this form (decision 012, 020). */
export function verificationOn(merchant: Merchant, form: CaptchaForm): boolean {
  if (form === 'registration') return merchant.captcha.registration !== false;
  // On unless the merchant turned it off (decision 041; the merchant file's default fills it in as true).
  if (form === 'sms') return merchant.captcha.sms !== false;
  return merchant.captcha.enabled;
}
