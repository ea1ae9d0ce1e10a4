import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, rankProgress } from '../../src/db/schema.ts';
import { seedRankProgress } from '../../src/db/seed-vip.ts';
import { buildTestApp, uniqueName } from '../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function progressOf(username: string) {
  const [row] = await app.db
    .select({ progress: rankProgress })
    .from(rankProgress)
    .innerJoin(members, eq(members.id, rankProgress.memberId))
    .where(and(eq(members.merchantCode, 'DEMO'), eq(members.username, username)));
  return row?.progress;
}

describe('seedRankProgress', () => {
  it('gives the demo members their ranks at start', async () => {
    expect(await progressOf('player1')).toMatchObject({ labelName: 'Silver', rankLevel: 2, nextLabelName: 'Gold', completedConditions: 3, totalExpectedConditions: 5 });
    expect(await progressOf('agent1')).toMatchObject({ labelName: 'Gold', rankLevel: 3, nextLabelName: 'Platinum', completedConditions: 2, totalExpectedConditions: 6 });
  });

  it('is idempotent and keeps a row that changed since', async () => {
    // A merchant of its own, so the shared demo rows other tests read are never touched.
    const merchantCode = uniqueName('VIP').toUpperCase();
    const inserted = await app.db
      .insert(members)
      .values(['player1', 'agent1', 'someone'].map((username) => ({ merchantCode, username, passwordHash: 'x' })))
      .returning({ id: members.id, username: members.username });
    const idOf = (name: string) => inserted.find((m) => m.username === name)!.id;
    const rowOf = async (name: string) => (await app.db.select().from(rankProgress).where(eq(rankProgress.memberId, idOf(name))))[0];

    await seedRankProgress(app.db, merchantCode);
    expect(await rowOf('player1')).toMatchObject({ labelName: 'Silver', completedConditions: 3 });
    expect(await rowOf('someone')).toBeUndefined();
    await app.db.update(rankProgress).set({ completedConditions: 4 }).where(eq(rankProgress.memberId, idOf('player1')));
    await seedRankProgress(app.db, merchantCode);
    await seedRankProgress(app.db, merchantCode);
    expect(await rowOf('player1')).toMatchObject({ labelName: 'Silver', completedConditions: 4 });
    expect(await rowOf('agent1')).toMatchObject({ labelName: 'Gold', completedConditions: 2 });
  });

  it('does nothing for a merchant without the demo members', async () => {
    await expect(seedRankProgress(app.db, 'NOBODY_HERE')).resolves.toBeUndefined();
  });
});
