import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { isLanguage, type LanguageCode } from '@portico/contract/languages';
import type { LocalisedText } from '../db/schema-home.ts';

/** What the relays of a scheduled kind share: this merchant's rows whose schedule includes `now`. */
export function currentRows(
  table: { merchantCode: AnyPgColumn; startsAt: AnyPgColumn; endsAt: AnyPgColumn },
  merchantCode: string,
  now: Date,
): SQL {
  return and(
    eq(table.merchantCode, merchantCode),
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  )!;
}

/** The request's Language header (doc E §7: upper case), or null. */
export function requestLanguage(request: FastifyRequest): LanguageCode | null {
  const raw = request.headers.language;
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return isLanguage(code) ? code : null;
}

/** The text in `language`, else English (the kinds require EN), else any. */
export function localise(texts: LocalisedText, language: LanguageCode | null): string {
  return (language && texts[language]) || texts.EN || Object.values(texts)[0] || '';
}
