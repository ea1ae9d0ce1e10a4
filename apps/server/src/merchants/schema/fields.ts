import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '@portico/contract/languages';

/** A count allowed per window, with the area's default, so a merchant file names only what it changes. */
export const limit = (max: number, windowSeconds: number) =>
  z.strictObject({ max: z.int().positive(), windowSeconds: z.int().positive() }).default({ max, windowSeconds });

export const language = z.enum(LANGUAGES as unknown as [LanguageCode, ...LanguageCode[]]);
