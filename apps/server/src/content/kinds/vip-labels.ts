import { z } from 'zod';
import { vipBenefits, vipLabels } from '../../db/schema-member.ts';
import { defineContentKind } from '../kind.ts';
import { localized } from '../localized.ts';
import { int4 } from '@portico/contract/bounds';

export const vipLabelsKind = defineContentKind({
  name: 'vip-labels',
  summary: 'VIP labels (clubLabel labelId, labelName, type AUTO shows benefits, rankLevel)',
  table: vipLabels,
  input: z.strictObject({
    labelId: int4(),
    labelName: z.string().trim().min(1).max(40),
    type: z.enum(['AUTO', 'MANUAL']),
    rankLevel: z.int().min(0).max(100),
  }),
  orderBy: [vipLabels.rankLevel, vipLabels.id],
});

export const vipBenefitsKind = defineContentKind({
  name: 'vip-benefits',
  summary: 'What a VIP label gives (title and description per language), by labelId',
  table: vipBenefits,
  input: z.strictObject({
    labelId: int4(),
    texts: localized(z.strictObject({ title: z.string().trim().min(1).max(80), description: z.string().trim().max(300).default('') })),
    sortOrder: z._default(int4(-2_147_483_648), 0),
  }),
  orderBy: [vipBenefits.labelId, vipBenefits.sortOrder, vipBenefits.id],
});
