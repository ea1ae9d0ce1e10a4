import { z } from 'zod';
import { pointItems } from '../../db/schema-member.ts';
import { defineContentKind } from '../kind.ts';
import { localized } from '../localized.ts';
import { imageUrl } from './activities.ts';
import { int4 } from '@portico/contract/bounds';

export const pointItemsKind = defineContentKind({
  name: 'point-items',
  summary: 'Point market items (name per language, price in points, image, stock)',
  table: pointItems,
  input: z.strictObject({
    texts: localized(z.strictObject({ name: z.string().trim().min(1).max(80), description: z.string().trim().max(300).default('') })),
    pointsPrice: z.int().positive().max(10_000_000),
    imageUrl,
    stock: int4(0),
    sortOrder: z._default(int4(-2_147_483_648), 0),
  }),
  orderBy: [pointItems.sortOrder, pointItems.id],
});
