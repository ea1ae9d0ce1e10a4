import type { CountryInfo } from '@portico/contract/system';

/** What decides whether the dialling-code picker is shown (doc A §2, doc E §2 "Country picker"). */
export interface PickerConditions {
  /** The merchant's country info (GET /wps/system/country), undefined until it has loaded. */
  info: Pick<CountryInfo, 'countryCode' | 'countryDialingCode' | 'countries'> | undefined;
  /** The form asks for the picker whatever the flags say. */
  forced?: boolean | undefined;
  whitelabel: Readonly<Record<string, boolean>>;
  /** The phone-verification (firebase) flag: sms codes go through the identity provider. */
  phoneVerification: boolean;
}

/**
 * Shown only when a country and dialling code are known and the country list is non-empty, and
 * either it is forced on, or UPDATEMOBILEICC3 is set, or phone verification is enabled.
 */
export function pickerShown({ info, forced, whitelabel, phoneVerification }: PickerConditions): boolean {
  if (!info?.countryCode || !info.countryDialingCode || info.countries.length === 0) return false;
  return forced === true || whitelabel.UPDATEMOBILEICC3 === true || phoneVerification;
}

/**
 * The code a form starts with: with the picker, the visitor's own country's code when the platform
 * placed them in one the merchant lists (GET /wps/system/location, decision 058), else the merchant's
 * default when it is one of the list (else '' until the person chooses); without it, the merchant's
 * default as it is.
 */
export function initialDialingCode(info: PickerConditions['info'], shown: boolean, visitorCode: string | null = null): string {
  if (!info) return '';
  if (!shown) return info.countryDialingCode;
  const listed = (code: string | null) => code !== null && info.countries.some((c) => c.countryDialingCode === code);
  if (listed(visitorCode)) return visitorCode as string;
  return listed(info.countryDialingCode) ? info.countryDialingCode : '';
}
