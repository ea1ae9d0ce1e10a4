import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '@portico/contract/languages';

const language = z.enum(LANGUAGES as unknown as [LanguageCode, ...LanguageCode[]]);

/**
 * Texts an operator writes per language ({ "EN": …, "TH": … }); English is required, as the text a
 * player reads when the operator has not written their language (decision 029).
 */
export function localized<T extends z.ZodType>(text: T) {
  return z.partialRecord(language, text).refine((texts) => texts.EN !== undefined, { message: 'EN is required', path: ['EN'] });
}

/** The text in `language`, else English (the kinds require it). */
export function pick<T>(texts: Partial<Record<string, T>>, language: string): T {
  return (texts[language] ?? texts.EN ?? Object.values(texts)[0]) as T;
}

/** A schedule's bounds as optional ISO instants, stored as dates. */
export const instant = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .nullable()
  .default(null);

/** Whether a row with optional start and end runs at `now`. */
export function running(row: { startsAt: Date | null; endsAt: Date | null }, now = new Date()): boolean {
  return (!row.startsAt || row.startsAt <= now) && (!row.endsAt || now < row.endsAt);
}
