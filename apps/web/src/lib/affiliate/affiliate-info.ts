/**
 * Registration info kept locally (doc A §3): affiliateCode, referralCode, originalDomain.
 * Captured from the query of /m/index.html and /m/register (affiliateCode, r, referralCode) and
 * read by registration and by the domain retry (doc A §4), which carries affiliateCode and r along.
 * Precedence (doc E §3 "Affiliate info") is applied by the capture; readers get what was kept.
 */
export interface AffiliateInfo {
  affiliateCode?: string;
  referralCode?: string;
  /** The host the visitor first arrived on with a code. */
  originalDomain?: string;
}

export const AFFILIATE_INFO_KEY = 'MC_REGISTER_INFO';

/** What is kept, or an empty object when nothing is (or storage is unavailable or corrupt). */
export function readAffiliateInfo(): AffiliateInfo {
  try {
    const raw = localStorage.getItem(AFFILIATE_INFO_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const info: AffiliateInfo = {};
    for (const key of ['affiliateCode', 'referralCode', 'originalDomain'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') info[key] = value;
    }
    return info;
  } catch {
    return {};
  }
}

export function writeAffiliateInfo(info: AffiliateInfo): void {
  try {
    localStorage.setItem(AFFILIATE_INFO_KEY, JSON.stringify(info));
  } catch {
    // storage unavailable: the codes last for this page only
  }
}

/** The shape the platform accepts (contract AFFILIATE_CODE): anything else from a link is not kept. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function codeOf(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value && CODE.test(value) ? value : undefined;
}

/**
 * What to keep after a visit with `search` on `host` (doc E §3 "Affiliate info"):
 *   affiliateCode  query affiliateCode, else the saved one;
 *   referralCode   query r, else query referralCode, else query affiliateCode, else the saved one;
 *   originalDomain the host where a code from the query was last taken, else the saved one.
 * A visit without codes changes nothing, so a later plain visit never erases a referral.
 */
export function affiliateInfoAfter(saved: AffiliateInfo, search: string, host: string): AffiliateInfo {
  const query = new URLSearchParams(search);
  const affiliateCode = codeOf(query, 'affiliateCode');
  const referralCode = codeOf(query, 'r') ?? codeOf(query, 'referralCode') ?? affiliateCode;
  if (!affiliateCode && !referralCode) return saved;
  const next: AffiliateInfo = { ...saved };
  if (affiliateCode) next.affiliateCode = affiliateCode;
  if (referralCode) next.referralCode = referralCode;
  if (host) next.originalDomain = host;
  return next;
}

/** On /m/index(.html) and /m/register: keep the codes of the current address (see affiliateInfoAfter). */
export function captureAffiliateInfo(search: string = location.search, host: string = location.host): AffiliateInfo {
  const saved = readAffiliateInfo();
  const next = affiliateInfoAfter(saved, search, host);
  if (next !== saved) writeAffiliateInfo(next);
  return next;
}
