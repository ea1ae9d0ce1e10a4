import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../../../src/db/schema.ts';
import { ledgerEntries } from '../../../../src/db/schema-wallet.ts';
import { createMember, login } from '../../../helpers/members.ts';
import { buildMemberAreaApp, caller, OTHER } from './setup.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await buildMemberAreaApp();
  call = caller(app);
});
afterAll(() => app.close());

const SUMMARY = '/wps/member/agent/summary';

/** A member registered with `code` (as /wps/member/register* records it), with `deposits` credited. */
async function invitee(code: string, deposits: number, merchantCode = 'DEMO') {
  const m = await createMember(app, { merchantCode });
  await app.db.insert(registrations).values({ memberId: m.id, merchantCode, kind: 'username', referralCode: code });
  for (let i = 0; i < deposits; i += 1) {
    await app.db.insert(ledgerEntries).values({
      memberId: m.id,
      merchantCode,
      currency: 'PHP',
      kind: 'deposit_credited',
      amount: 50_000,
      balanceDelta: 50_000,
      heldDelta: 0,
      balanceAfter: 50_000 * (i + 1),
      idempotencyKey: `deposit-${m.id}-${i}`,
      reference: `order-${m.id}-${i}`,
    });
  }
  return m;
}

describe('GET /wps/member/agent/summary', () => {
  it("answers an agent's code, link, invited members and how many of them deposited, from the platform's records", async () => {
    const agent = await createMember(app, { customerType: 1 });
    const token = await login(app, agent.username, agent.password);
    const first = (await call.get(SUMMARY, { token })).json();
    expect(first).toMatchObject({ success: true, value: { invitedMembers: 0, depositingMembers: 0 } });
    const code: string = first.value.agentCode;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.value.referralPath).toBe(`/m/register?r=${code}`);
    // The same code the invite page hands out.
    expect((await call.get('/wps/relay/MCSFE_getReferralInfo', { token })).json().value.referralCode).toBe(code);

    await invitee(code, 0);
    await invitee(code.toLowerCase(), 2); // typed in lower case: still the agent's; two deposits count once
    await invitee(code, 1);
    await invitee('SOMEONE9', 1); // another code
    await invitee(code, 1, OTHER); // the same code on another merchant
    expect((await call.get(SUMMARY, { token })).json().value).toEqual({ agentCode: code, referralPath: `/m/register?r=${code}`, invitedMembers: 3, depositingMembers: 2 });
  });

  it('refuses a member who is not an agent, and a visitor', async () => {
    const m = await createMember(app);
    expect((await call.get(SUMMARY, { token: await login(app, m.username, m.password) })).json()).toMatchObject({ success: false, errorCode: 'agent.not_agent' });
    expect((await call.get(SUMMARY)).json().errorCode).toBe('customer.not.login');
  });

  it('answers agent1 (type 1), the demo agent', async () => {
    const value = (await call.get(SUMMARY, { token: await login(app, 'agent1', 'Agent#2026') })).json().value;
    expect(value).toMatchObject({ invitedMembers: expect.any(Number), depositingMembers: expect.any(Number) });
  });
});
