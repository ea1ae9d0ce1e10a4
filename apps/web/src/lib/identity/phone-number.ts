/**
 * E.164 country calling codes are prefix-free: 1 and 7 are the only one-digit codes, these are
 * the two-digit ones, and every other code has three digits (ITU-T E.164 assignments). That is
 * enough to split "+639171234567" into 63 and 9171234567 without a country table.
 */
const TWO_DIGIT_CODES = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66',
  '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98',
]);

export interface SplitPhone {
  countryDialingCode: string;
  mobileNum: string;
}

/** The dialling code and national number of an E.164 number, or null when it is not one. */
export function splitE164(phone: string): SplitPhone | null {
  const match = /^\+([1-9]\d{6,14})$/.exec(phone.trim());
  const digits = match?.[1];
  if (!digits) return null;
  const first = digits.slice(0, 1);
  const length = first === '1' || first === '7' ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return { countryDialingCode: digits.slice(0, length), mobileNum: digits.slice(length) };
}
