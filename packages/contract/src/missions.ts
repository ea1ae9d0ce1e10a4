import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const mission = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  target: z.number(),
  progress: z.number(),
  rewardPoints: z.number(),
});
export type Mission = z.infer<typeof mission>;

export const missionsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getMissions',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getMissions',
  summary: "The merchant's missions with the signed-in member's progress on each",
  auth: 'required',
  encrypted: false,
  value: z.array(mission),
});
