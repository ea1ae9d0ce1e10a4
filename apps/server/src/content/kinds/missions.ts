import { z } from 'zod';
import { missions } from '../../db/schema-member.ts';
import { defineContentKind } from '../kind.ts';
import { localized } from '../localized.ts';

export const missionsKind = defineContentKind({
  name: 'missions',
  summary: 'Missions (/m/leaderBoard): title per language, target count, reward in points',
  table: missions,
  input: z.strictObject({
    texts: localized(z.strictObject({ title: z.string().trim().min(1).max(80), description: z.string().trim().max(300).default('') })),
    target: z.int().positive(),
    rewardPoints: z.int().min(0).default(0),
    sortOrder: z.int().default(0),
  }),
  orderBy: [missions.sortOrder, missions.id],
});
