import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApplications, feedback, memberPoints, pointItems } from '../../../../src/db/schema-member.ts';
import { createMember, login } from '../../../helpers/members.ts';
import { buildMemberAreaApp, caller, OTHER_HOST } from './setup.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await buildMemberAreaApp();
  call = caller(app);
});
afterAll(() => app.close());

async function freshMember(points = 0) {
  const m = await createMember(app);
  if (points > 0) await app.db.insert(memberPoints).values({ memberId: m.id, balance: points });
  return { ...m, token: await login(app, m.username, m.password) };
}
const REDEEM = '/wps/member/points/redeem';

describe('point market', () => {
  it('spends points once per request id and never below zero, even all at once', async () => {
    const m = await freshMember(300);
    const [item] = await app.db.insert(pointItems).values({ merchantCode: 'DEMO', texts: { EN: { name: 'Spin', description: '' } }, pointsPrice: 100, stock: 50 }).returning();
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) => call.post(REDEEM, { itemId: item!.id, requestId: `concurrent-${i}` }, { token: m.token })),
    );
    const answers = tries.map((r) => r.json());
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    expect(answers.filter((a) => !a.success).map((a) => a.errorCode)).toEqual(['points.insufficient', 'points.insufficient']);
    const market = (await call.get('/wps/relay/MCSFE_getPointMarket', { token: m.token })).json().value;
    expect(market.points).toBe(0);
    expect(market.items.find((i: { id: number }) => i.id === item!.id).stock).toBe(47);

    const winner = answers.findIndex((a) => a.success);
    const again = await call.post(REDEEM, { itemId: item!.id, requestId: `concurrent-${winner}` }, { token: m.token });
    expect(again.json()).toMatchObject({ success: true, value: { redemptionId: answers[winner].value.redemptionId, points: 0 } });
  });

  it("refuses a sold-out item and another merchant's item, leaving the points", async () => {
    const m = await freshMember(1000);
    const [soldOut] = await app.db.insert(pointItems).values({ merchantCode: 'DEMO', texts: { EN: { name: 'Cap', description: '' } }, pointsPrice: 10, stock: 0 }).returning();
    const [theirs] = await app.db.insert(pointItems).values({ merchantCode: 'MEMBEROTHER', texts: { EN: { name: 'Mug', description: '' } }, pointsPrice: 10, stock: 5 }).returning();
    for (const item of [soldOut!, theirs!]) {
      expect((await call.post(REDEEM, { itemId: item.id, requestId: `refused-${item.id}` }, { token: m.token })).json().errorCode).toBe('points.item_unavailable');
    }
    expect((await call.get('/wps/relay/MCSFE_getPointMarket', { token: m.token })).json().value.points).toBe(1000);
    expect((await call.post(REDEEM, { itemId: soldOut!.id, requestId: 'x' }, { token: m.token })).json().fieldErrors[0].field).toBe('requestId');
  });

  it("shows player1's seeded points and the seeded items", async () => {
    const value = (await call.get('/wps/relay/MCSFE_getPointMarket', { token: await login(app, 'player1', 'Player#2026') })).json().value;
    expect(value.points).toBeGreaterThan(0);
    expect(value.items.map((i: { name: string }) => i.name)).toContain('10 free spins');
  });
});

describe('agent applications', () => {
  it('stores one pending application per member, reads it back, and refuses an agent', async () => {
    const m = await freshMember();
    expect((await call.get('/wps/member/agentApplication', { token: m.token })).json().value).toBeNull();
    const apply = { contact: 'line: @newagent', channel: 'social', message: 'I run a Facebook group of 4,000 players.' };
    const first = (await call.post('/wps/member/agentApplication/apply', apply, { token: m.token })).json();
    expect(first).toMatchObject({ success: true, value: { status: 'pending', contact: 'line: @newagent' } });
    expect((await call.post('/wps/member/agentApplication/apply', apply, { token: m.token })).json().errorCode).toBe('agent.application_pending');
    expect((await call.get('/wps/member/agentApplication', { token: m.token })).json().value.id).toBe(first.value.id);
    expect(await app.db.select().from(agentApplications).where(eq(agentApplications.memberId, m.id))).toHaveLength(1);

    const agent = await login(app, 'agent1', 'Agent#2026');
    expect((await call.post('/wps/member/agentApplication/apply', apply, { token: agent })).json().errorCode).toBe('agent.already');
  });

  it('names the wrong fields and refuses a visitor', async () => {
    const m = await freshMember();
    const res = await call.post('/wps/member/agentApplication/apply', { contact: ' ', channel: 'tv', message: '' }, { token: m.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['channel', 'contact']);
    expect((await call.post('/wps/member/agentApplication/apply', { contact: 'abc', channel: 'other', message: '' })).json().errorCode).toBe('customer.not.login');
  });
});

describe('feedback', () => {
  it('stores a message and refuses an empty or over-long one by field', async () => {
    const m = await freshMember();
    for (const message of ['   ', 'x'.repeat(1001)]) {
      const res = await call.post('/wps/member/feedback', { category: 'problem', message }, { token: m.token });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid', fieldErrors: [{ field: 'message' }] });
    }
    const ok = (await call.post('/wps/member/feedback', { category: 'suggestion', message: '  Add a dark theme, please.  ' }, { token: m.token })).json();
    const rows = await app.db.select().from(feedback).where(eq(feedback.memberId, m.id));
    expect(rows).toEqual([expect.objectContaining({ id: ok.value.id, merchantCode: 'DEMO', message: 'Add a dark theme, please.' })]);
  });
});

describe('profile icon', () => {
  it("keeps the member's choice within the merchant's set of 9", async () => {
    const m = await freshMember();
    expect((await call.get('/wps/member/profileIcon', { token: m.token })).json().value).toEqual({ icon: 1, iconCount: 9 });
    expect((await call.post('/wps/member/profileIcon/set', { icon: 7 }, { token: m.token })).json().value).toEqual({ icon: 7, iconCount: 9 });
    expect((await call.post('/wps/member/profileIcon/set', { icon: 10 }, { token: m.token })).json().errorCode).toBe('profile.icon_invalid');
    expect((await call.get('/wps/member/profileIcon', { token: m.token })).json().value.icon).toBe(7);
    expect((await call.get('/wps/member/profileIcon', { token: m.token, host: OTHER_HOST })).json().errorCode).toBe('user.or.token.invalid');
  });
});
