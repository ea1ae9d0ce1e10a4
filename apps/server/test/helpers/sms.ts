import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../src/db/schema.ts';

const PH_MOBILE_PREFIXES = ['905', '906', '915', '916', '917', '926', '927', '935', '936', '945', '908', '918', '919', '920', '921', '928', '929', '939', '947', '949'];

/** A Philippine mobile number no other test (nor a parallel run on the same PostgreSQL) uses. */
export function uniqueMobile(): { countryDialingCode: string; mobileNum: string; to: string; phone: string } {
  // A valid Philippine mobile number (decision 041 refuses other types), spread over operators' prefixes
  // so the prefix limits and breaker of one test file are not all spent on one.
  const prefix = PH_MOBILE_PREFIXES[randomInt(0, PH_MOBILE_PREFIXES.length)];
  const mobileNum = `${prefix}${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
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
