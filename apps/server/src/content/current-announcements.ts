import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announcements } from '../db/schema-home.ts';
import { currentRows } from './serve.ts';

export interface AnnouncementFilter {
  /** Only these types (PR…); none: every type. */
  types?: readonly string[];
  /** Rows for this platform or for ALL; none: every platform. */
  platform?: 'M' | 'W';
  /** Only this category; none: only rows without one (the download notices never run in the marquee). */
  category?: string;
}

/** Decision 028: the marquee announcements scheduled now, in the operator's order. */
export function currentAnnouncements(db: Db, merchantCode: string, filter: AnnouncementFilter, now = new Date()) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        currentRows(announcements, merchantCode, now),
        filter.types ? inArray(announcements.type, [...filter.types]) : undefined,
        filter.platform ? or(eq(announcements.platform, filter.platform), eq(announcements.platform, 'ALL')) : undefined,
        filter.category ? eq(announcements.category, filter.category) : isNull(announcements.category),
      ),
    )
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));
}
