import { isApiError } from '../../../lib/http/api-error';
import { describeError } from '../../../lib/http/describe-error';
import type { NoticePayload } from '../../../lib/notify/notify';

/** The form's fields the platform may name in fieldErrors. */
export const REGISTER_FIELDS = ['username', 'password', 'mobileNum', 'countryDialingCode', 'verificationCode'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegistrationRefusal {
  /** Shown under each field: errors.<code> when the platform named one, else a generic "check this". */
  fields: Partial<Record<RegisterField, NoticePayload>>;
  /** Alerted (doc A §8 "Registration error"): the platform's message, or unknown_error. Null when the fields say it all. */
  alert: NoticePayload | null;
}

const isField = (name: string): name is RegisterField => (REGISTER_FIELDS as readonly string[]).includes(name);

/**
 * How a refused registration is shown. Field errors go to their fields (the platform's message
 * there is an error code, decision 014); anything else — captcha, throttle, network — is alerted
 * with the one mapping of the request layer, falling back to register.unknown_error.
 */
export function refusalOf(error: unknown): RegistrationRefusal {
  const fields: RegistrationRefusal['fields'] = {};
  if (isApiError(error)) {
    for (const { field, message } of error.fieldErrors ?? []) {
      if (isField(field) && !fields[field]) fields[field] = { errorCode: message, fallbackKey: 'register.field_invalid' };
    }
  }
  if (Object.keys(fields).length > 0) return { fields, alert: null };
  const described = describeError(error);
  return { fields, alert: { ...described, fallbackKey: described.fallbackKey === 'common.error' ? 'register.unknown_error' : described.fallbackKey } };
}
