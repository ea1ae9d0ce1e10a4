import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** doc E §7 "Rank progress": the fields the shell reads, plus the names a progress bar shows. */
export const rankProgress = z.object({
  currentProgress: z.object({
    completedConditions: z.number(),
    totalExpectedConditions: z.number(),
  }),
  playerRankProgress: z.object({
    labelId: z.nullable(z.number()),
    labelName: z.string(),
    rankLevel: z.number(),
    nextLabelName: z.nullable(z.string()),
  }),
});
export type RankProgress = z.infer<typeof rankProgress>;

export const rankProgressEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getPlayerRankProgress',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  summary: "The signed-in member's VIP rank and progress towards the next rank (fetched on sign-in)",
  auth: 'required',
  encrypted: false,
  value: rankProgress,
});

/** doc E §3 "Member info" clubLabel: one VIP label the operator configures, with its benefits. */
export const vipLabel = z.object({
  labelId: z.number(),
  labelName: z.string(),
  type: z.enum(['AUTO', 'MANUAL']),
  rankLevel: z.number(),
  benefits: z.array(z.object({ title: z.string(), description: z.string() })),
});
export type VipLabel = z.infer<typeof vipLabel>;

/** doc E §4 "VIP": benefits are shown when the member's label type is AUTO (benefitsShown). */
export const vipBenefitsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getVipBenefits',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getVipBenefits',
  summary: "The merchant's VIP labels with their benefits, and the signed-in member's label",
  auth: 'required',
  encrypted: false,
  value: z.object({
    memberLabelId: z.nullable(z.number()),
    benefitsShown: z.boolean(),
    labels: z.array(vipLabel),
  }),
});
