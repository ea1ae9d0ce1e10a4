import { z } from 'zod';
import { promotionCategories } from '../../db/schema-member.ts';
import { defineContentKind } from '../kind.ts';
import { localized } from '../localized.ts';
import { int4 } from '@portico/contract/bounds';

export const promotionCategoriesKind = defineContentKind({
  name: 'promotion-categories',
  summary: 'Categories the reward centre groups promotions by (code, name per language, order)',
  table: promotionCategories,
  input: z.strictObject({
    code: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Lower-case letters, digits, _ or -'),
    names: localized(z.string().trim().min(1).max(60)),
    sortOrder: z._default(int4(-2_147_483_648), 0),
  }),
  orderBy: [promotionCategories.sortOrder, promotionCategories.id],
});
