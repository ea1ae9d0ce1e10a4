import { captureAffiliateInfo } from '../affiliate/affiliate-info';
import { captureAdNetworkInfo } from '../ad-network/ad-network-info';

/**
 * The landing capture of /m/index(.html) and /m/register (doc A §2, doc E §3): affiliate and
 * referral codes and the ad-network ids of the address are kept for the registration. Loaded by
 * dynamic import from those routes, so it adds nothing to the first load of other pages.
 */
export function captureLanding(): void {
  captureAffiliateInfo();
  captureAdNetworkInfo();
}
