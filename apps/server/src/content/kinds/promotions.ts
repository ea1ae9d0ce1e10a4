import { z } from 'zod';
import { PROMOTION_AUDIENCES, PROMOTION_KEYS } from '@portico/contract/promotions';
import { promotions } from '../../db/schema-member.ts';
import { defineContentKind } from '../kind.ts';
import { instant, localized } from '../localized.ts';
import { int4 } from '@portico/contract/bounds';

const text = z.strictObject({ title: z.string().trim().min(1).max(120), description: z.string().trim().max(500).default('') });

export const promotionsKind = defineContentKind({
  name: 'promotions',
  summary: 'Promotions of the reward centre; key REFERRAL with audience common or personal drives the referral entry',
  table: promotions,
  input: z
    .strictObject({
      key: z.enum(PROMOTION_KEYS),
      audience: z.enum(PROMOTION_AUDIENCES).default('common'),
      categoryId: z.nullable(int4()).default(null),
      activityId: z.nullable(int4()).default(null),
      texts: localized(text),
      enabled: z.boolean().default(true),
      startsAt: instant,
      endsAt: instant,
      sortOrder: z._default(int4(-2_147_483_648), 0),
    })
    .refine((p) => !p.startsAt || !p.endsAt || p.startsAt < p.endsAt, { message: 'Must be after startsAt', path: ['endsAt'] }),
  orderBy: [promotions.sortOrder, promotions.id],
});
