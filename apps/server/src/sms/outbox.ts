import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import type { SmsSender } from './port.ts';

/**
 * The development and test adapter: a message is "delivered" by storing it in `sms_outbox`, where
 * tests and the development-only /dev/outbox page read it. Refused in production by config.
 */
export function outboxSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send({ merchantCode, to, body }) {
      const [row] = await db.insert(smsOutbox).values({ merchantCode, phone: to, body }).returning({ id: smsOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return { id: String(row.id) };
    },
  };
}

/** Keeps the outbox to a week: enough to debug a flow, not a growing archive of codes. */
export async function sweepOutbox(db: Db): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, sql`now() - interval '7 days'`));
}
