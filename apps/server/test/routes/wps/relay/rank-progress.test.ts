import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, rankProgress } from '../../../../src/db/schema.ts';
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

  // Issue 31: the rank must agree with the member's VIP label (/wps/member/info), the other record of it.
  it('answers no VIP for a member with neither a row nor a label, as member info does', async () => {
    const m = await createMember(app);
    const token = await login(app, m.username, m.password);
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { Authorization: token } });
    expect(info.json().value.clubLabel).toBeNull();
    expect((await get(token)).json().value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null, labelName: '', rankLevel: 0, nextLabelName: 'Bronze' },
    });
  });

  it("puts a member with a label but no row at the label's rank, nothing met towards the next", async () => {
    const m = await createMember(app);
    await app.db.update(members).set({ clubLabel: { labelId: 3, labelName: 'Gold', type: 'AUTO', rankLevel: 3 } }).where(eq(members.id, m.id));
    const res = await get(await login(app, m.username, m.password));
    expect(res.json().value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 6 },
      playerRankProgress: { labelId: 3, labelName: 'Gold', rankLevel: 3, nextLabelName: 'Platinum' },
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
