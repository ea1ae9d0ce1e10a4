import { DEFAULT_REQUEST_LANGUAGE } from '@portico/contract/languages';
import { getMerchantCode } from '../merchant.ts';
import { getToken } from '../session/session-store.ts';
import { getPref } from '../storage/prefs.ts';

export type HeaderValues = Record<string, string | null | undefined>;

/** The Language header: the stored preference, upper-cased because the platform's codes are (doc A §7). */
export function getRequestLanguage(): string {
  return getPref('language')?.trim().toUpperCase() || DEFAULT_REQUEST_LANGUAGE;
}

export interface HeaderOptions {
  auth: boolean;
  moduleId?: string | undefined;
  hasBody: boolean;
  noStore: boolean;
  extra?: HeaderValues | undefined;
}

/**
 * The headers of every call (doc A §7, doc E §7). Caller headers come last so a call can
 * name another merchant (the language sync does); empty values are dropped because the
 * platform reads an empty Authorization as a bad token, not as none.
 */
export function buildHeaders(options: HeaderOptions): Record<string, string> {
  const all: HeaderValues = {
    Merchant: getMerchantCode(),
    Language: getRequestLanguage(),
    Authorization: options.auth ? getToken() : undefined,
    ModuleId: options.moduleId,
    'Content-Type': options.hasBody ? 'application/json' : undefined,
    'Cache-Control': options.noStore ? 'no-cache' : undefined,
    ...options.extra,
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(all)) {
    if (typeof value === 'string' && value.trim() !== '') headers[name] = value;
  }
  return headers;
}
