import { statusEndpoint, type SiteStatus } from '@portico/contract/system';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { currentLoginDevice } from '../../../lib/device/login-device';

/**
 * GET /wps/system/status with doc A §7's parameters, never cached (no sessionStorage, no HTTP
 * cache). The page's query is left out of `url` (it may carry codes the platform need not log).
 * alert is off: the gate runs in the background hourly and on every tab return, and a
 * network blip must not raise a notice; the caller routes domain_not_available to its handler.
 */
export function getSiteStatus(): Promise<SiteStatus> {
  const query: Record<string, string> = { device: currentLoginDevice() ?? 'H5', url: location.origin + location.pathname, originalDomain: location.hostname };
  const track = new URLSearchParams(location.search).get('track');
  if (track) query.track = track.slice(0, 256);
  return callEndpoint(statusEndpoint, { query, noStore: true, alert: false });
}
