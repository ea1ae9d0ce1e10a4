import { isApiError } from '../../../lib/http/api-error';
import { describeError } from '../../../lib/http/describe-error';
import type { NoticePayload } from '../../../lib/notify/notify';
import { throttleSeconds } from '../../../lib/session/login-failure';
import { ANSWER_FIELD, type FieldName, type MethodKey } from './methods';

/** Codes that say the answer itself is wrong: shown on the answer field, the input kept for correction. */
const WRONG_ANSWER = new Set(['login.verify.failed', 'verification.code.invalid', 'verification.code.expired']);

const FIELDS = new Set<string>(['payeeName', 'mobileNum', 'verificationCode', 'authCode', 'email']);

export type Placement =
  | { kind: 'wait'; seconds: number }
  | { kind: 'fields'; fields: Partial<Record<FieldName, NoticePayload>>; rest: NoticePayload | null }
  | { kind: 'form'; text: NoticePayload };

/**
 * Where a refused verification is shown in the dialog: a throttle as a countdown, the platform's
 * field errors on their fields, a wrong answer on the method's answer field, anything else
 * (network, server) as one message above the submit button.
 */
export function placeRefusal(method: MethodKey, error: unknown): Placement {
  const seconds = throttleSeconds(error);
  if (seconds !== null) return { kind: 'wait', seconds };
  const text = describeError(error);
  if (!isApiError(error)) return { kind: 'form', text };
  if (error.errorCode && WRONG_ANSWER.has(error.errorCode)) {
    return { kind: 'fields', fields: { [ANSWER_FIELD[method]]: text }, rest: null };
  }
  const known = (error.fieldErrors ?? []).filter((f) => FIELDS.has(f.field));
  if (known.length === 0) return { kind: 'form', text };
  const fields: Partial<Record<FieldName, NoticePayload>> = {};
  for (const f of known) {
    // The field's own reason (the platform's words) first; the code's translation when it sent none.
    fields[f.field as FieldName] ??= f.message ? { message: f.message, fallbackKey: 'common.error' } : text;
  }
  const unknown = (error.fieldErrors ?? []).length > known.length;
  return { kind: 'fields', fields, rest: unknown ? text : null };
}
