import type { AffiliateInfo } from '../../../lib/affiliate/affiliate-info';
import type { CustomerServiceEntry } from '../../../lib/customer-service/customer-service';
import { getDomainCheck } from '../api/get-domain-check';
import { pingCurrentDomain } from '../api/ping';
import { raceDomains } from './race';

export interface WayOut {
  customerService: CustomerServiceEntry[];
  /** The origin retry goes to: the fastest domain, else this one when it still answers, else null. */
  target: string | null;
}

/**
 * What the domain-unreachable modal needs (doc A §4 "Domain check"): the check, then the race over
 * its domainList. It never fails: whatever does not answer leaves its part empty, and the modal is
 * shown once this ends, whether or not it succeeded.
 */
export async function findWayOut(deps = { getDomainCheck, raceDomains, pingCurrentDomain }): Promise<WayOut> {
  const check = await deps.getDomainCheck().catch(() => null);
  const fastest = check ? await deps.raceDomains(check.domainList.map((d) => d.domainName)) : null;
  const target = fastest ?? ((await deps.pingCurrentDomain()) ? location.origin : null);
  return { customerService: check?.customerService ?? [], target };
}

/** `{origin}/m/index.html` with affiliateCode and r (doc A §2), so the codes survive the move. */
export function retryUrl(origin: string, affiliate: AffiliateInfo): string {
  const query = new URLSearchParams();
  if (affiliate.affiliateCode) query.set('affiliateCode', affiliate.affiliateCode);
  if (affiliate.referralCode) query.set('r', affiliate.referralCode);
  const search = query.toString();
  return `${origin}/m/index.html${search ? `?${search}` : ''}`;
}
