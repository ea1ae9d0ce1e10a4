import { ERROR_MESSAGES, isTooManyRequest, type ErrorCode } from '@portico/contract/errors';
import type { FieldError } from '@portico/contract/envelope';

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  CUSTOMER_NOT_LOGIN: 401,
  'customer.not.login': 401,
  'user.or.token.invalid': 401,
  'login.not.session': 401,
  'merchant.unknown': 400,
  'admin.unauthorized': 401,
  'admin.disabled': 403,
  'content.kind_unknown': 404,
  'content.not_found': 404,
  'relay.unknown': 404,
  'chat.conversation_not_found': 404,
  'chat.link_invalid': 403,
  'chat.link_expired': 403,
  'install.image_unknown': 404,
  'install.app_unavailable': 404,
  // A provider's callback is not a player's call: refusals are 4xx so the provider sees them.
  'payment.signature_invalid': 401,
  'payment.replayed': 409,
  'payment.mismatch': 422,
  'request.invalid': 400,
  'encryption.required': 400,
  'encryption.tampered': 400,
  'encryption.stale': 400,
  'route.not.found': 404,
  'server.error': 500,
};

/** HTTP status of a code: auth 401, request 400, abuse 429; business refusals stay 200 as on existing platforms. */
export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? (isTooManyRequest(code) ? 429 : 200);
}

export interface PlatformErrorOptions {
  status?: number;
  value?: unknown;
  /** Seconds; sent as Retry-After (TOO_MANY_REQUEST*). */
  retryAfter?: number;
  fieldErrors?: FieldError[];
}

/** A refusal the player may see: becomes {success:false, errorCode, message} in the one error handler. */
export class PlatformError extends Error {
  readonly status: number;
  constructor(
    readonly errorCode: ErrorCode,
    readonly options: PlatformErrorOptions = {},
  ) {
    super(errorCode);
    this.status = options.status ?? statusOf(errorCode);
  }
}

export function failureBody(error: PlatformError) {
  return {
    success: false,
    errorCode: error.errorCode,
    message: ERROR_MESSAGES[error.errorCode],
    ...(error.options.value !== undefined && { value: error.options.value }),
    ...(error.options.fieldErrors && { fieldErrors: error.options.fieldErrors }),
  };
}
