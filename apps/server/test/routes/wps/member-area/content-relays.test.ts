import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TARGETS } from '@portico/contract/activities';
import { createMember, login } from '../../../helpers/members.ts';
import { buildMemberAreaApp, caller, OTHER_HOST } from './setup.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await buildMemberAreaApp();
  call = caller(app);
});
afterAll(() => app.close());

describe('promotion relays', () => {
  it('answers availability per key and the running promotions in the asked language', async () => {
    const res = await call.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', { language: 'TH' });
    const value = res.json().value;
    expect(value.APP_DOWNLOAD).toEqual({ enabled: true, count: 1 });
    expect(value.REFERRAL).toEqual({ enabled: true, count: 1 });
    expect(value.REFERRAL_PERSONAL).toEqual({ enabled: true, count: 1 });
    expect(value.promotions.map((p: { title: string }) => p.title)).toContain('ชวนเพื่อน');
  });

  it('answers everything off for a merchant without REWCEN3', async () => {
    const value = (await call.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', { host: OTHER_HOST })).json().value;
    expect(value).toEqual({ APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 }, REFERRAL_PERSONAL: { enabled: false, count: 0 }, promotions: [] });
  });

  it('lists the categories, falling back to English for a language the operator did not write', async () => {
    const names = (await call.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { language: 'JA' })).json().value.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Welcome', 'Friends']);
    expect((await call.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { host: OTHER_HOST })).json().value).toEqual([]);
  });
});

describe('activity relays', () => {
  // Every target but REDIRECT_URL: the demo links to no outside page (decision 055).
  it('lists one seeded activity per go-button target and reads one by id', async () => {
    const list = (await call.get('/wps/relay/MCSFE_getListActivities')).json().value as { id: number; target: string; title: string }[];
    expect(list.map((a) => a.target).sort()).toEqual(ACTIVITY_TARGETS.filter((t) => t !== 'REDIRECT_URL').sort());
    const invite = list.find((a) => a.target === 'INVITE_FRIENDS')!;
    const one = await call.get(`/wps/relay/MCSFE_getActivity?id=${invite.id}`, { language: 'PT-BR' });
    expect(one.json().value).toMatchObject({ id: invite.id, title: 'Convide amigos e ganhem juntos', target: 'INVITE_FRIENDS' });
  });

  it("does not show one merchant's activity to another, and refuses a bad id by field", async () => {
    const [first] = (await call.get('/wps/relay/MCSFE_getListActivities')).json().value as { id: number }[];
    expect((await call.get(`/wps/relay/MCSFE_getActivity?id=${first!.id}`, { host: OTHER_HOST })).json()).toMatchObject({ success: false, errorCode: 'activity.not_found' });
    const bad = await call.get('/wps/relay/MCSFE_getActivity?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('id');
  });
});

describe('VIP benefits, missions, referral code (member only)', () => {
  it('refuses a visitor and a token of another merchant', async () => {
    for (const url of ['/wps/relay/MCSFE_getVipBenefits', '/wps/relay/MCSFE_getMissions', '/wps/relay/MCSFE_getReferralInfo', '/wps/relay/MCSFE_getPointMarket']) {
      expect((await call.get(url)).json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    }
    const token = await login(app, 'player1', 'Player#2026');
    expect((await call.get('/wps/relay/MCSFE_getMissions', { token, host: OTHER_HOST })).json().errorCode).toBe('user.or.token.invalid');
  });

  it("shows player1's AUTO label with the ladder's benefits; a member without a label sees none shown", async () => {
    const value = (await call.get('/wps/relay/MCSFE_getVipBenefits', { token: await login(app, 'player1', 'Player#2026') })).json().value;
    expect(value).toMatchObject({ memberLabelId: 2, benefitsShown: true });
    expect(value.labels.map((l: { labelName: string }) => l.labelName)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(value.labels[1].benefits.map((b: { title: string }) => b.title)).toEqual(['Weekly cashback 5%', 'Birthday gift']);
    const fresh = await createMember(app);
    const theirs = (await call.get('/wps/relay/MCSFE_getVipBenefits', { token: await login(app, fresh.username, fresh.password) })).json().value;
    expect(theirs).toMatchObject({ memberLabelId: null, benefitsShown: false });
  });

  it("answers agent1's mission progress and a fresh member's zero", async () => {
    const agent = (await call.get('/wps/relay/MCSFE_getMissions', { token: await login(app, 'agent1', 'Agent#2026') })).json().value;
    expect(agent.map((m: { progress: number; target: number }) => [m.progress, m.target])).toEqual([[1, 1], [20, 20], [3, 3]]);
    const fresh = await createMember(app);
    const theirs = (await call.get('/wps/relay/MCSFE_getMissions', { token: await login(app, fresh.username, fresh.password) })).json().value;
    expect(theirs.every((m: { progress: number }) => m.progress === 0)).toBe(true);
  });

  it('gives each member one referral code that stays the same', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const tokenA = await login(app, a.username, a.password);
    const first = (await call.get('/wps/relay/MCSFE_getReferralInfo', { token: tokenA })).json().value;
    expect(first.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.referralPath).toBe(`/m/register?r=${first.referralCode}`);
    expect((await call.get('/wps/relay/MCSFE_getReferralInfo', { token: tokenA })).json().value).toEqual(first);
    const other = (await call.get('/wps/relay/MCSFE_getReferralInfo', { token: await login(app, b.username, b.password) })).json().value;
    expect(other.referralCode).not.toBe(first.referralCode);
  });
});
