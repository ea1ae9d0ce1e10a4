import { z } from 'zod';
import { missions } from '../../db/schema-member.ts';
import { defineContentKind } from '../kind.ts';
import { localized } from '../localized.ts';
import { int4 } from '@portico/contract/bounds';

export const missionsKind = defineContentKind({
  name: 'missions',
  summary: 'Missions (/m/leaderBoard): title per language, target count, reward in points',
  table: missions,
  input: z.strictObject({
    texts: localized(z.strictObject({ title: z.string().trim().min(1).max(80), description: z.string().trim().max(300).default('') })),
    target: int4(),
    rewardPoints: z._default(int4(0), 0),
    sortOrder: z._default(int4(-2_147_483_648), 0),
  }),
  orderBy: [missions.sortOrder, missions.id],
});
