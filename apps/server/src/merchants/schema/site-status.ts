import { z } from 'zod';
import { ruleProblem } from '../../site-status/ip.ts';
import { language } from './fields.ts';

export const ipRule = z.string().superRefine((rule, ctx) => {
  const problem = ruleProblem(rule);
  if (problem) ctx.addIssue({ code: 'custom', message: `${rule}: ${problem}` });
});
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code in capitals');

const maintenanceText = z.strictObject({ title: z.string().min(1).optional(), desc: z.string().min(1).optional() });

/**
 * The site-status gate (doc A §4, decision 016). `mode` is the standing state; scheduled `windows`
 * put the site in maintenance between two instants; an operator's override (database, set without a
 * restart) wins over both. Title and description are English; `text` adds other languages.
 */
export const siteStatus = z.strictObject({
  mode: z.enum(['NORMAL', 'MAINTENANCE', 'RESTRICTED']),
  maintenanceEnd: z.string().nullable(),
  maintenanceTitle: z.string().nullable(),
  maintenanceDesc: z.string().nullable(),
  text: z.partialRecord(language, maintenanceText).default({}),
  windows: z
    .array(z.strictObject({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }), title: z.string().optional(), desc: z.string().optional() }))
    .default([])
    .refine((ws) => ws.every((w) => Date.parse(w.start) < Date.parse(w.end)), 'a window must end after it starts'),
  /**
   * Who is refused (RESTRICTED). allowIps always pass (staff, monitoring); then denyIps; then
   * countries: in denyCountries, or outside a non-empty allowCountries. An address the country
   * table does not know (private, loopback, unallocated) follows `unknownCountry`.
   */
  restrictions: z
    .strictObject({
      allowIps: z.array(ipRule).default([]),
      denyIps: z.array(ipRule).default([]),
      allowCountries: z.array(countryCode).default([]),
      denyCountries: z.array(countryCode).default([]),
      unknownCountry: z.enum(['allow', 'deny']).default('allow'),
    })
    .prefault({}),
});
