import { networkEventName } from '@portico/contract/tracking-networks';
import { ForwardFailed, hashed, type Conversion, type ConversionSender } from './port.ts';

/**
 * TikTok Events API 1.3 (POST {api}/event/track/, Access-Token header): event_source "web" with the
 * pixel code as event_source_id, event_id shared with the browser pixel.
 */
export function tiktokSender(options: { api: string; tokens: ReadonlyMap<string, string>; fetch?: typeof fetch }): ConversionSender {
  const send = options.fetch ?? fetch;
  return {
    network: 'tiktok',
    async send(c: Conversion) {
      const token = options.tokens.get(c.merchantCode);
      if (!token) return;
      const res = await send(`${options.api}/event/track/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': token },
        body: JSON.stringify({ event_source: 'web', event_source_id: c.pixelId, data: [await tiktokEvent(c)] }),
        signal: AbortSignal.timeout(5000),
      });
      // TikTok answers 200 with a non-zero code for a refused event.
      const answer = (await res.json().catch(() => null)) as { code?: number } | null;
      if (!res.ok || answer?.code !== 0) throw new ForwardFailed('tiktok', res.status);
    },
  };
}

export async function tiktokEvent(c: Conversion) {
  const { payload, attribution } = c;
  return {
    event: networkEventName('tiktok', c.name).name,
    event_time: Math.floor(c.time / 1000),
    event_id: c.eventId,
    user: {
      ...(c.ip ? { ip: c.ip } : {}),
      ...(c.userAgent ? { user_agent: c.userAgent } : {}),
      ...(attribution.ttclid ? { ttclid: attribution.ttclid } : {}),
      ...(payload.customerId ? { external_id: await hashed(String(payload.customerId)) } : {}),
    },
    page: { url: c.url },
    properties: {
      ...(payload.currency ? { currency: payload.currency } : {}),
      ...(payload.value !== undefined ? { value: payload.value } : {}),
    },
  };
}
