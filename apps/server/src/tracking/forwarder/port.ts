import type { Attribution, ConversionEventName, TrackingPayload } from '@portico/contract/tracking';

/** One platform conversion, with what a network needs to match it to a click (decisions 040, 059). */
export interface Conversion {
  merchantCode: string;
  eventId: string;
  name: ConversionEventName;
  payload: TrackingPayload;
  attribution: Attribution;
  /** Epoch milliseconds. */
  time: number;
  /** The merchant's own origin and the conversion's screen (event_source_url). */
  url: string;
  /** The member's browser's address and user agent; null when no browser request was part of it. */
  ip: string | null;
  userAgent: string | null;
  /** The merchant's pixel id for this network. */
  pixelId: string;
}

/**
 * The conversion forwarder port: an adapter sends one conversion to one network with the browser's
 * event_id, so the network de-duplicates the browser pixel's report against it. Adapters never log a
 * token; a failure throws and is logged by the caller without the request.
 */
export interface ConversionSender {
  readonly network: 'meta' | 'tiktok';
  send(conversion: Conversion): Promise<void>;
}

/** sha256 hex of a value, lower-cased and trimmed first, as both networks ask for identifiers. */
export async function hashed(value: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
}

/** A network answered other than 2xx: the status only, never the request (it holds the token). */
export class ForwardFailed extends Error {
  constructor(network: string, status: number) {
    super(`${network} refused the conversion (HTTP ${status})`);
  }
}
