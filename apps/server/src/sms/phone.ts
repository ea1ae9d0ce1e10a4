import { parsePhoneNumber } from 'awesome-phonenumber';
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
  const parsed = parsePhoneNumber(`+${digits}`);
  if (!parsed.valid) throw invalid('mobileNum', 'not a number of the numbering plan');
  if (!TEXTABLE.has(parsed.type)) throw invalid('mobileNum', `not a mobile number (${parsed.type})`);
  return digits;
}

/**
 * Number types a code may go to (decision 041), from libphonenumber's numbering plans: mobile, and
 * fixed-line-or-mobile where the plan cannot tell the two apart (all of North America: refusing it
 * would refuse every US and Canadian mobile; the prefix breaker covers what slips through). Premium
 * rate, shared cost, toll free, VoIP, landline, pager, personal and unknown numbers are refused:
 * texting them earns the range's owner money (sms pumping) or reaches nobody.
 */
const TEXTABLE = new Set<string>(['mobile', 'fixed-line-or-mobile']);

/**
 * The prefix sms limits and the breaker count by (decision 041): the country code and the first
 * three digits of the national significant number, e.g. 63917 (PH, Globe), 1202 (US, area code 202),
 * 5511 9… → 55119. Three digits name an operator's range in most plans; a pumping attack walks
 * consecutive numbers of one range, so they all land on one prefix.
 */
export function prefixOf(phone: string): string {
  const parsed = parsePhoneNumber(`+${phone}`);
  const national = parsed.number?.significant ?? phone;
  return `${parsed.countryCode || ''}${national.slice(0, 3)}`;
}
