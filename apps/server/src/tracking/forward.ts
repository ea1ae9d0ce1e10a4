import type { FastifyBaseLogger } from 'fastify';
import { FORWARDED_EVENTS } from '@portico/contract/tracking-networks';
import type { ConversionEventName } from '@portico/contract/tracking';
import type { Merchant } from '../merchants/schema.ts';
import type { Conversion, ConversionSender } from './forwarder/port.ts';
import type { ValidEvent } from './validate.ts';

export interface RequestFacts {
  origin: string;
  ip: string;
  userAgent: string | null;
}

const isForwarded = (name: string): name is ConversionEventName => (FORWARDED_EVENTS as readonly string[]).includes(name);

/**
 * Sends each newly stored conversion to every network the merchant has a pixel for, with the event's
 * own event_id. A network that fails is logged (network and message only) and changes nothing for
 * the browser: its report was stored either way.
 */
export async function forwardConversions(
  senders: readonly ConversionSender[],
  merchant: Merchant,
  events: readonly ValidEvent[],
  facts: RequestFacts,
  log: FastifyBaseLogger,
): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const event of events) {
    if (!isForwarded(event.name)) continue;
    for (const sender of senders) {
      const pixelId = merchant.tracking.pixels[sender.network];
      if (!pixelId) continue;
      const conversion: Conversion = {
        merchantCode: merchant.merchantCode,
        eventId: event.event_id,
        name: event.name,
        payload: event.payload,
        attribution: event.attribution,
        time: event.time,
        url: `${facts.origin}${event.page}`,
        ip: facts.ip,
        userAgent: facts.userAgent,
        pixelId,
      };
      jobs.push(
        sender.send(conversion).catch((error: unknown) => {
          log.warn({ network: sender.network, eventName: event.name, reason: error instanceof Error ? error.message : 'unknown' }, 'conversion not forwarded');
        }),
      );
    }
  }
  await Promise.all(jobs);
}
