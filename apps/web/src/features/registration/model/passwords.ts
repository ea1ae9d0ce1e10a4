import { MOBILE_DEFAULT_PASSWORD } from '@portico/contract/register';

/**
 * doc A §5: the password a registration sends. By username it is the one typed; by mobile, the one
 * typed when the merchant's mobile-password option is on, else the fixed default (123456).
 */
export function registrationPassword(kind: 'username' | 'mobile', mobilePasswordOption: boolean, typed: string): string {
  if (kind === 'mobile' && !mobilePasswordOption) return MOBILE_DEFAULT_PASSWORD;
  return typed;
}

/** Whether the form asks for a password at all. */
export const asksPassword = (kind: 'username' | 'mobile', mobilePasswordOption: boolean) => kind === 'username' || mobilePasswordOption;
