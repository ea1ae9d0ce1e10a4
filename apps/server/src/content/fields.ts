import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '@portico/contract/languages';

/**
 * Input fields several kinds share (decision 028): texts per language and a schedule. The field
 * errors name the field (`title.EN`, `endsAt`), as every admin refusal does.
 */
export function localisedText(max: number) {
  return z
    .record(z.string(), z.string().trim().min(1, 'Expected some text').max(max, `At most ${max} characters`))
    .superRefine((texts, ctx) => {
      for (const code of Object.keys(texts)) {
        if (!LANGUAGES.includes(code as LanguageCode)) ctx.addIssue({ code: 'custom', path: [code], message: `Unknown language ${code}` });
      }
      if (!texts.EN) ctx.addIssue({ code: 'custom', path: ['EN'], message: 'English (EN) is required: it is the fallback' });
    });
}

const instant = z.iso
  .datetime({ offset: true, error: 'Expected a date and time such as 2026-12-01T00:00:00Z' })
  .transform((s) => new Date(s))
  .nullable()
  .default(null);

/** startsAt / endsAt, either open; the end after the start. Spread into a kind's input and refine with `scheduleOrder`. */
export const scheduleFields = { startsAt: instant, endsAt: instant };

export function scheduleOrder(value: { startsAt: Date | null; endsAt: Date | null }, ctx: z.RefinementCtx): void {
  if (value.startsAt && value.endsAt && value.startsAt >= value.endsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  }
}

/** An image on this site (/m/…) or an http(s) address. */
export const imageAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => /^\/m\/[\w./-]+$/.test(s) || /^https?:\/\/[^\s]+$/i.test(s), 'Expected /m/… or an http(s) address');

/**
 * An image on this site (/m/…), on the merchant's image CDN (any other path, /upload/…, which the
 * relays serve as the CDN's address: image-address.ts, decision 058) or at an http(s) address.
 */
export const cdnImageAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => /^\/(?!\/)[\w./-]+$/.test(s) || /^https?:\/\/[^\s]+$/i.test(s), 'Expected /m/…, a path on the image CDN (/…) or an http(s) address');

export const sortOrder = z.number().int().min(0).max(100000).default(0);
