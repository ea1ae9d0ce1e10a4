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
