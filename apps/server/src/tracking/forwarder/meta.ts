import { networkEventName } from '@portico/contract/tracking-networks';
import { ForwardFailed, hashed, type Conversion, type ConversionSender } from './port.ts';

/**
 * Meta Conversions API (graph.facebook.com/{version}/{pixel id}/events): one server event per call,
 * action_source "website", event_id shared with the browser pixel. The access token travels in the
 * body, not the address, so no proxy or access log keeps it.
 */
export function metaSender(options: { api: string; tokens: ReadonlyMap<string, string>; fetch?: typeof fetch }): ConversionSender {
  const send = options.fetch ?? fetch;
  return {
    network: 'meta',
    async send(c: Conversion) {
      const token = options.tokens.get(c.merchantCode);
      if (!token) return;
      const res = await send(`${options.api}/${encodeURIComponent(c.pixelId)}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [await metaEvent(c)], access_token: token }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new ForwardFailed('meta', res.status);
    },
  };
}

export async function metaEvent(c: Conversion) {
  const { payload, attribution } = c;
  return {
    event_name: networkEventName('meta', c.name).name,
    event_time: Math.floor(c.time / 1000),
    event_id: c.eventId,
    action_source: 'website',
    event_source_url: c.url,
    user_data: {
      ...(c.ip ? { client_ip_address: c.ip } : {}),
      ...(c.userAgent ? { client_user_agent: c.userAgent } : {}),
      ...(attribution.fbc ? { fbc: attribution.fbc } : {}),
      ...(attribution.fbp ? { fbp: attribution.fbp } : {}),
      ...(payload.customerId ? { external_id: [await hashed(String(payload.customerId))] } : {}),
    },
    custom_data: {
      ...(payload.currency ? { currency: payload.currency } : {}),
      ...(payload.value !== undefined ? { value: payload.value } : {}),
    },
  };
}
