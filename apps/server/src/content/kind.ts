import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** A content table: any Drizzle table with a serial `id` and the owning `merchantCode`. */
export type ContentTable = PgTable & { id: AnyPgColumn; merchantCode: AnyPgColumn };

/** Row of a content table as Drizzle reads it. */
export type ContentRow = Record<string, unknown> & { id: number; merchantCode: string };

/**
 * One kind of operator content (decision 027): banners, announcements, games… Every kind is
 * listed, added, changed and removed through the same admin endpoints and `npm run content`,
 * validated by its `input` schema, so field errors name the field the operator got wrong.
 */
export interface ContentKind<I extends z.ZodObject = z.ZodObject> {
  /** URL segment and CLI name: plural, kebab-case ('banners', 'popup-announcements'). */
  name: string;
  /** One sentence for `npm run content -- kinds` and the admin listing. */
  summary: string;
  table: ContentTable;
  /** The writable fields, strict: an unknown field is an error, not silently dropped. */
  input: I;
  /**
   * After validation, before the write: sanitise, normalise, check against other rows or the
   * merchant. Throw a PlatformError with fieldErrors for a refusal. Default: the input as it is.
   */
  prepare?: (input: z.output<I>, ctx: { merchantCode: string }) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The input fields of a stored row, the base a partial change is merged onto. Default: those keys, dates as ISO text. */
  toInput?: (row: ContentRow) => Record<string, unknown>;
  /** How a row reads in admin answers. Default: the row without merchantCode, dates as ISO text. */
  view?: (row: ContentRow) => unknown;
  /** Order of the admin listing. Default: id. */
  orderBy?: AnyPgColumn[];
  /**
   * What a write that breaks the kind's unique index is told, by field (one configuration per
   * merchant, an affiliate code once): a field error, never a 500. Default: the whole item.
   */
  duplicate?: { field: string; message: string };
}

export function defineContentKind<I extends z.ZodObject>(kind: ContentKind<I>): ContentKind<I> {
  return kind;
}
