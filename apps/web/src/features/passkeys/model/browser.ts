import { isApiError } from '../../../lib/http/api-error';

/** @simplewebauthn/browser, downloaded the first time a ceremony starts (never on the first load). */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

export type CeremonyFailure = 'cancelled' | 'refused' | 'other';

/**
 * What went wrong, in the words the screens use: the person closed the device's prompt (or it timed
 * out: the browser does not say which), the platform refused the passkey, or anything else.
 */
export function ceremonyFailure(error: unknown): CeremonyFailure {
  if (isApiError(error)) return error.errorCode === 'passkey.refused' ? 'refused' : 'other';
  const name = error instanceof Error ? ((error as Error & { cause?: unknown }).cause as Error | undefined)?.name ?? error.name : '';
  return name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'other';
}
