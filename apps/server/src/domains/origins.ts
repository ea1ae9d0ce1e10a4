import type { Merchant } from '../merchants/schema.ts';
import { isDisabledHost } from './hosts.ts';

/** What decides which page origins count: production takes https only; elsewhere the platform's own port too. */
export interface OriginPolicy {
  production: boolean;
  /** The platform's port: in development its pages are http://<domain>:<port>. */
  port: number;
}

/** `scheme://host[:port]` of a URL-like string, lower-cased; null for anything that is not http(s). */
export function originOf(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * The full origins (scheme + host + port) the merchant's pages run on (decision 042): the domain
 * list (decision 018: its `domainList`, else https:// + every domain in service) and
 * `phishing.extraOrigins`; outside production also http://<domain>:<platform port>, what
 * `npm start` serves. Production keeps https origins only, whatever a file lists.
 */
export function pageOrigins(merchant: Merchant, policy: OriginPolicy): string[] {
  const inService = merchant.domains.filter((d) => !isDisabledHost(merchant, d));
  const listed = merchant.domainList ?? inService.map((d) => `https://${d}`);
  const local = policy.production ? [] : inService.map((d) => `http://${d}:${policy.port}`);
  const all = [...listed, ...merchant.phishing.extraOrigins, ...local].map(originOf).filter((o): o is string => o !== null);
  return [...new Set(all)].filter((o) => !policy.production || o.startsWith('https:'));
}

/** Whether a page's origin (as a browser writes it, or a page reports it) is one of the merchant's. */
export function isPageOrigin(merchant: Merchant, policy: OriginPolicy, origin: string | undefined): boolean {
  const normalised = originOf(origin);
  return normalised !== null && pageOrigins(merchant, policy).includes(normalised);
}

export const originPolicyOf = (config: { NODE_ENV: string; PORT: number }): OriginPolicy => ({
  production: config.NODE_ENV === 'production',
  port: config.PORT,
});
