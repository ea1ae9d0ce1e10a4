import type { FastifyBaseLogger } from 'fastify';
import { FORWARDED_EVENTS } from '@portico/contract/tracking-networks';
import type { ConversionEventName } from '@portico/contract/tracking';
import type { Merchant } from '../merchants/schema.ts';
import type { Conversion, ConversionSender } from './forwarder/port.ts';

/** A stored platform conversion, before the network's pixel id is added. */
export type StoredConversion = Omit<Conversion, 'merchantCode' | 'pixelId'>;

const isForwarded = (name: string): name is ConversionEventName => (FORWARDED_EVENTS as readonly string[]).includes(name);

/**
 * Sends each newly stored platform conversion (decision 059) to every network the merchant has a
 * pixel for, with its event_id. A network that fails is logged (network and message only) and
 * changes nothing for the member: the conversion was stored either way.
 */
export async function forwardConversions(
  senders: readonly ConversionSender[],
  merchant: Merchant,
  events: readonly StoredConversion[],
  log: FastifyBaseLogger,
): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const event of events) {
    if (!isForwarded(event.name)) continue;
    for (const sender of senders) {
      const pixelId = merchant.tracking.pixels[sender.network];
      if (!pixelId) continue;
      jobs.push(
        sender.send({ ...event, merchantCode: merchant.merchantCode, pixelId }).catch((error: unknown) => {
          log.warn({ network: sender.network, eventName: event.name, reason: error instanceof Error ? error.message : 'unknown' }, 'conversion not forwarded');
        }),
      );
    }
  }
  await Promise.all(jobs);
}
