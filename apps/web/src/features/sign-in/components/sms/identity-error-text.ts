import { useCallback } from 'react';
import { useDynamicT, useI18n } from '../../../../lib/i18n/react';

export interface IdentityErrorLike {
  code: string;
  reason?: string | undefined;
}

export const UNKNOWN_IDENTITY_CODE = 'auth/unknown';

export interface Translator {
  t: (key: string, values?: Record<string, string>) => string;
  exists: (key: string) => boolean;
}

/**
 * doc A §8 "Phone-verification error": the translated text for the code (else auth/unknown's),
 * then "Code: <code>" and, when the provider gave one, "Reason: <reason>". The code is shown
 * as is so a member can quote it to customer service.
 */
export function identityErrorLines(error: IdentityErrorLike, prefixes: readonly string[], { t, exists }: Translator): string[] {
  const key = prefixes.map((prefix) => `${prefix}${error.code}`).find(exists) ?? `sms.error.${UNKNOWN_IDENTITY_CODE}`;
  const lines = [t(key), t('sms.error.code', { code: error.code })];
  if (error.reason) lines.push(t('sms.error.reason', { reason: error.reason }));
  return lines;
}

/** The same, bound to the app's i18n; keys are built from the code, so they are checked with exists(). */
export function useIdentityErrorLines(prefixes: readonly string[] = ['sms.error.']): (error: IdentityErrorLike) => string[] {
  const i18n = useI18n();
  const t = useDynamicT();
  const key = prefixes.join('|');
  return useCallback(
    (error: IdentityErrorLike) =>
      identityErrorLines(error, key.split('|'), {
        t,
        exists: (k) => i18n.exists(k),
      }),
    [t, i18n, key],
  );
}
