import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { affiliates } from '../db/schema-tracking.ts';

/** An active entry of the merchant's affiliate book, or null: a code not in the book is "unknown" (decision 040). */
export async function affiliateOf(db: Db, merchantCode: string, code: string) {
  const [row] = await db
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.merchantCode, merchantCode), eq(affiliates.code, code), eq(affiliates.active, true)))
    .limit(1);
  return row ?? null;
}
