import type { FieldError } from '@portico/contract/envelope';

/**
 * Why a request failed, as far as the request layer can tell:
 *   business  the platform answered `success: false`
 *   http      a non-2xx status, or a redirect (requests never follow one)
 *   network   fetch threw: no response (DNS, CORS, connection reset)
 *   offline   fetch threw while the browser says it is offline
 *   timeout   no answer within timeoutMs
 *   parse     the answer is not the expected envelope or value
 *   config    the call itself is wrong (no url, unusable encryption key)
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'offline' | 'timeout' | 'parse' | 'config';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  errorCode?: string;
  message?: string;
  value?: unknown;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error shape of the request layer. `message` is the platform's message, and
 * '' when it sent none, because it is what a person may be shown; what went wrong for
 * a developer is in kind, status, errorCode and `cause`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly errorCode?: string;
  readonly value?: unknown;
  readonly fieldErrors?: FieldError[];
  readonly retryAfterSeconds?: number;
  /** True once the request layer has shown something for it: callers then show nothing more. */
  handled = false;
  /**
   * The Authorization the call carried (null: none), set by the request layer. error-policy.ts acts
   * on a session-ended answer only when this is the tab's current token, also when a caller
   * applies the policy again later.
   */
  sentToken: string | null = null;

  constructor(init: ApiErrorInit) {
    super(init.message ?? '', init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.errorCode) this.errorCode = init.errorCode;
    if (init.value !== undefined && init.value !== null) this.value = init.value;
    if (init.fieldErrors) this.fieldErrors = init.fieldErrors;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
