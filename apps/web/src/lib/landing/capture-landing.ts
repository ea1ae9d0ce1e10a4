import { captureAffiliateInfo } from '../affiliate/affiliate-info';
import { captureAdNetworkInfo } from '../ad-network/ad-network-info';
import { captureClickIds } from './click-id-capture';

/**
 * The landing capture of /m/index(.html) and /m/register (doc A §2, doc E §3): affiliate and
 * referral codes, the ad-network ids and the ad click ids of the address are kept for the registration
 * and the tracking layer. Loaded by dynamic import from those routes, so it adds nothing to the first
 * load of other pages (the tracking chunk captures click ids on every other landing after hydration).
 */
export function captureLanding(): void {
  captureAffiliateInfo();
  captureAdNetworkInfo();
  captureClickIds();
}
