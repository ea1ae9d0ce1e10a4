import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../src/db/schema.ts';

/** A Philippine mobile number no other test (nor a parallel run on the same PostgreSQL) uses. */
export function uniqueMobile(): { countryDialingCode: string; mobileNum: string; to: string; phone: string } {
  const mobileNum = `9${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
  return { countryDialingCode: '63', mobileNum, to: `+63${mobileNum}`, phone: `63${mobileNum}` };
}

/** An address of the 10.0.0.0/8 block, unique enough to keep per-IP counters of tests apart. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The messages the outbox adapter stored for a number (`+63…`), newest first. */
export async function outboxFor(app: FastifyInstance, to: string) {
  return app.db.select().from(smsOutbox).where(eq(smsOutbox.phone, to)).orderBy(desc(smsOutbox.id));
}

/** The code of the newest message to a number, as the member would read it. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
