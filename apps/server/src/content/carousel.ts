import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { banners } from '../db/schema-home.ts';
import { currentRows } from './serve.ts';

/** Decision 028: the banners of one group (none: the home carousel) scheduled now, in the operator's order. */
export function scheduledBanners(db: Db, merchantCode: string, groupName: string | null, now = new Date()) {
  const group = groupName ? eq(banners.groupName, groupName) : isNull(banners.groupName);
  return db
    .select()
    .from(banners)
    .where(and(currentRows(banners, merchantCode, now), group))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
