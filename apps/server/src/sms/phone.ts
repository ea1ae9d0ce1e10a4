import { joinPhone } from '@portico/contract/verification';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';

/** E.164 allows at most 15 digits; below 8 no mobile network has numbers. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

const invalid = (field: 'countryDialingCode' | 'mobileNum', message: string) =>
  new PlatformError('mobile.invalid', { fieldErrors: [{ field, message }] });

/**
 * The number a code goes to, as stored: E.164 digits without the plus sign ("639171234567"),
 * built with the contract's joinPhone (a national trunk zero is dropped). Only the merchant's own
 * countries are accepted: sending to any country would invite sms-pumping fraud (premium-rate
 * numbers abroad), and the web app's picker offers exactly these countries anyway.
 */
export function phoneOf(merchant: Merchant, countryDialingCode: string, mobileNum: string): string {
  const code = countryDialingCode.trim().replace(/^\+/, '');
  const national = mobileNum.trim();
  if (!/^[1-9]\d{0,3}$/.test(code)) throw invalid('countryDialingCode', 'not a dialling code');
  if (!merchant.countries.some((c) => c.countryDialingCode === code)) {
    throw invalid('countryDialingCode', 'not a country of this site');
  }
  if (!/^\d+$/.test(national)) throw invalid('mobileNum', 'digits only');
  const digits = joinPhone(code, national).slice(1);
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || digits.length - code.length < 4) {
    throw invalid('mobileNum', 'not a possible mobile number');
  }
  return digits;
}
