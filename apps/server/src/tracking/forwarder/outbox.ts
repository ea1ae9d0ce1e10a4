import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversionOutbox } from '../../db/schema-tracking.ts';
import { metaEvent } from './meta.ts';
import type { Conversion, ConversionSender } from './port.ts';
import { tiktokEvent } from './tiktok.ts';

/**
 * The development and test adapter: each conversion is "sent" by storing the body the network's
 * adapter would post (without its token) in conversion_outbox, read at /dev/conversions.json.
 */
export function outboxSenders(db: Db): ConversionSender[] {
  const to = (network: 'meta' | 'tiktok', body: (c: Conversion) => Promise<unknown>): ConversionSender => ({
    network,
    async send(c) {
      await db.insert(conversionOutbox).values({ merchantCode: c.merchantCode, network, eventId: c.eventId, eventName: c.name, body: await body(c) });
    },
  });
  return [to('meta', metaEvent), to('tiktok', tiktokEvent)];
}

/** A week of development conversions is enough to debug a flow. */
export async function sweepConversionOutbox(db: Db): Promise<void> {
  await db.delete(conversionOutbox).where(lt(conversionOutbox.createdAt, sql`now() - interval '7 days'`));
}
