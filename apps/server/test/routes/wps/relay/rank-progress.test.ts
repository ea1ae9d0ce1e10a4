import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankProgress } from '../../../../src/db/schema.ts';
import { buildTestApp } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const URL = '/wps/relay/MCSFE_getPlayerRankProgress';
const get = (token?: string) => app.inject({ method: 'GET', url: URL, headers: token ? { Authorization: token } : {} });

describe('GET /wps/relay/MCSFE_getPlayerRankProgress', () => {
  it("answers the seeded demo member's rank: Silver, 3 of 5 towards Gold", async () => {
    const res = await get(await login(app, 'player1', 'Player#2026'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      value: {
        currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
        playerRankProgress: { labelId: 2, labelName: 'Silver', rankLevel: 2, nextLabelName: 'Gold' },
      },
    });
  });

  it('puts a member without a row at the first rank of the ladder', async () => {
    const m = await createMember(app);
    const res = await get(await login(app, m.username, m.password));
    expect(res.json().value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 3 },
      playerRankProgress: { labelId: 1, labelName: 'Bronze', rankLevel: 1, nextLabelName: 'Silver' },
    });
  });

  it('serves what the table holds, including the top rank with nothing further', async () => {
    const m = await createMember(app);
    await app.db.insert(rankProgress).values({
      memberId: m.id,
      labelId: 4,
      labelName: 'Platinum',
      rankLevel: 4,
      nextLabelName: null,
      completedConditions: 0,
      totalExpectedConditions: 0,
    });
    const res = await get(await login(app, m.username, m.password));
    expect(res.json().value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: 4, labelName: 'Platinum', rankLevel: 4, nextLabelName: null },
    });
  });

  it('is for members only', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get('x'.repeat(43))).statusCode).toBe(401);
  });
});
