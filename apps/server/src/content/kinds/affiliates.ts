import { z } from 'zod';
import { AFFILIATE_CODE } from '@portico/contract/register';
import { affiliates } from '../../db/schema-tracking.ts';
import { defineContentKind } from '../kind.ts';

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The affiliate book (decision 040): who an affiliate code belongs to; /wps/agent/affiliate and the funnel read it. */
export const affiliatesKind = defineContentKind({
  duplicate: { field: 'code', message: 'This affiliate code is already in the book' },
  name: 'affiliates',
  summary: 'Agents and their affiliate codes (one code once per merchant); inactive codes answer affiliate.unknown',
  table: affiliates,
  input: z.strictObject({
    code: z.string().trim().regex(AFFILIATE_CODE, 'Letters, digits, - and _ (at most 64)'),
    agentName: z.string().trim().min(1, 'Name the agent').max(100),
    domain: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .refine((s) => HOST.test(s), 'Expected a host name such as m.example.com')
      .nullable()
      .default(null),
    referralCode: z.string().trim().regex(AFFILIATE_CODE, 'Letters, digits, - and _ (at most 64)').nullable().default(null),
    active: z.boolean().default(true),
  }),
  orderBy: [affiliates.code],
});
