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
