import type { ConversionEventName, TrackingConfig, TrackingPayload } from '@portico/contract/tracking';
import { ensureFbp } from '../../../lib/landing/click-ids';
import type { PixelDriver } from './drivers';
import { consentCall, NETWORKS } from './networks';

/** What a pixel is told about a conversion: the value and currency, never who the member is. */
export function pixelParams(payload: TrackingPayload): Record<string, unknown> {
  return {
    ...(payload.currency ? { currency: payload.currency } : {}),
    ...(payload.value !== undefined ? { value: payload.value } : {}),
    ...(payload.contentName ? { content_name: payload.contentName } : {}),
  };
}

/**
 * The merchant's pixels (decision 040). Conversions wait in order until `start`, which runs after the
 * page is idle or touched, after consent where required, and never on /m/login's first load; then
 * Google's consent defaults go first, each network's script and init follow, and the waiting
 * conversions are replayed with their event_id.
 */
export function createPixels(config: TrackingConfig, driver: PixelDriver) {
  const waiting: [ConversionEventName, Record<string, unknown>, string][] = [];
  let started = false;

  const send = (event: ConversionEventName, params: Record<string, unknown>, eventId: string) => {
    for (const { network, id } of config.pixels) driver.call(network, NETWORKS[network].track(id, event, params, eventId));
  };

  return {
    track(event: ConversionEventName, payload: TrackingPayload, eventId: string): void {
      if (config.pixels.length === 0) return;
      const params = pixelParams(payload);
      if (started) send(event, params, eventId);
      else waiting.push([event, params, eventId]);
    },
    start(): void {
      if (started || config.pixels.length === 0) return;
      started = true;
      for (const { network, id } of config.pixels) {
        if (network === 'meta') ensureFbp();
        // Consent Mode v2: the defaults are in Google's queue before its tag can run.
        if (network === 'google') {
          driver.call('google', consentCall('default', !config.consentRequired));
          if (config.consentRequired) driver.call('google', consentCall('update', true));
        }
        driver.load(network, id);
        for (const c of NETWORKS[network].init(id)) driver.call(network, c);
      }
      for (const [event, params, eventId] of waiting.splice(0)) send(event, params, eventId);
    },
    get started() {
      return started;
    },
  };
}

export type Pixels = ReturnType<typeof createPixels>;
