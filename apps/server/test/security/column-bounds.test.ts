import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { createMember, login } from '../helpers/members.ts';

/*
 * Issue 29 finding 6: integers and days past what a column holds were database errors (500). Each
 * case of the audit is a refusal now, naming its field with the usual errorCode.
 */
const ADMIN = 'test-admin-token-bounds-0123456789abcd';
const TOO_BIG = 2 ** 31;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_TOKEN: ADMIN });
  const m = await createMember(app);
  token = await login(app, m.username, m.password);
});
afterAll(() => app.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${ADMIN}` }, remoteAddress: '192.0.2.77', ...(payload ? { payload } : {}) });

function refused(res: LightMyRequestResponse, errorCode: string, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, errorCode });
  expect((res.json().fieldErrors as { field: string }[]).map((f) => f.field)).toContain(field);
}

const report = (event: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/wps/tracking/report',
    payload: { events: JSON.stringify([{ event_id: randomUUID(), name: 'visit', payload: {}, time: Date.now(), page: '/m/home', attribution: {}, ...event }]), session: randomUUID() },
    remoteAddress: '192.0.2.78',
  });

describe('values past the columns are refused by field, never a 500', () => {
  it('MCSFE_getActivity?id=2^31 without a session', async () => {
    refused(await app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getActivity?id=${TOO_BIG}` }), 'request.invalid', 'id');
  });

  it("a tracking report's customerId 2^31 and a time of 8.64e15", async () => {
    refused(await report({ payload: { customerId: TOO_BIG } }), 'tracking.event_invalid', 'events.0.payload');
    refused(await report({ time: 8.64e15 }), 'tracking.event_invalid', 'events.0.time');
  });

  it('MCSFE_createWithdrawal with accountId 2^31, a deposit order with channelId 2^31', async () => {
    const post = (name: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { authorization: token }, payload });
    refused(await post('MCSFE_createWithdrawal', { accountId: TOO_BIG, amount: 100, idempotencyKey: 'bounds-key-0001' }), 'request.invalid', 'accountId');
    refused(await post('MCSFE_createDepositOrder', { channelId: TOO_BIG, amount: 10_000, idempotencyKey: 'bounds-key-0002' }), 'request.invalid', 'channelId');
  });

  it('operator ids at 2^31 and a withdrawal id with a NUL', async () => {
    refused(await admin('POST', `/admin/abuse/flagged/${TOO_BIG}/clear`), 'request.invalid', 'memberId');
    refused(await admin('DELETE', `/admin/content/banners/${TOO_BIG}?merchantCode=DEMO`), 'request.invalid', 'id');
    refused(await admin('POST', '/admin/wallet/withdrawals/abc%00def/pay', { merchantCode: 'DEMO' }), 'request.invalid', 'id');
    const sorted = await admin('POST', '/admin/content/missions', { merchantCode: 'DEMO', item: { code: 'bounds', title: 'Bounds', target: TOO_BIG } });
    refused(sorted, 'request.invalid', 'target');
  });

  it('the funnel from 0000-01-01 or to 9999-12-31', async () => {
    refused(await admin('GET', '/admin/tracking/funnel?merchantCode=DEMO&from=0000-01-01'), 'request.invalid', 'from');
    refused(await admin('GET', '/admin/tracking/funnel?merchantCode=DEMO&to=9999-12-31'), 'request.invalid', 'to');
  });

  it('a sandbox checkout id over 64 characters or with %00 is no such order', async () => {
    for (const id of ['x'.repeat(65), 'abc%00def', randomUUID()]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await app.inject({ method, url: `/sandbox-pay/checkout/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
        expect(res.statusCode, `${method} ${id}`).toBeLessThan(500);
      }
    }
  });
});
