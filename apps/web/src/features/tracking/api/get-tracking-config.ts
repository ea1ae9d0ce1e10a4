import { trackingConfigEndpoint, type TrackingConfig } from '@portico/contract/tracking';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** GET /wps/tracking/config: read once per page by the tracking layer (not a screen's query: nothing renders from it). */
export function getTrackingConfig(): Promise<TrackingConfig> {
  return callEndpoint(trackingConfigEndpoint, { alert: false });
}
