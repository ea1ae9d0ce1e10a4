import { z } from 'zod';
import { ACTIVITY_TARGETS } from '@portico/contract/activities';
import { activities } from '../../db/schema-member.ts';
import { defineContentKind } from '../kind.ts';
import { instant, localized } from '../localized.ts';
import { sanitiseHtml } from '../sanitise-html.ts';
import { int4 } from '@portico/contract/bounds';

const text = z.strictObject({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300).default(''),
  bodyHtml: z.string().max(20_000).default(''),
});
export const imageUrl = z
  .string()
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'Expected an http(s) address or a path starting with /')
  .max(2000)
  .nullable()
  .default(null);

export const activitiesKind = defineContentKind({
  name: 'activities',
  summary: 'Activity pages (/m/activity?id=) with a go-button target; banner linkage P names their id',
  table: activities,
  input: z
    .strictObject({
      texts: localized(text),
      imageUrl,
      target: z.enum(ACTIVITY_TARGETS),
      redirectUrl: z.url({ protocol: /^https?$/, error: 'Expected an http(s) address' }).max(2000).nullable().default(null),
      startsAt: instant,
      endsAt: instant,
      sortOrder: z._default(int4(-2_147_483_648), 0),
    })
    .refine((a) => (a.target === 'REDIRECT_URL') === (a.redirectUrl !== null), {
      message: 'Required for REDIRECT_URL, and only for it',
      path: ['redirectUrl'],
    })
    .refine((a) => !a.startsAt || !a.endsAt || a.startsAt < a.endsAt, { message: 'Must be after startsAt', path: ['endsAt'] }),
  // Stored sanitised, so no reader ever meets the operator's script.
  prepare: (input) => ({
    ...input,
    texts: Object.fromEntries(Object.entries(input.texts).map(([lang, t]) => [lang, { ...t!, bodyHtml: sanitiseHtml(t!.bodyHtml) }])),
  }),
  orderBy: [activities.sortOrder, activities.id],
});
