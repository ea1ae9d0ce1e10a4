import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, missions, promotions, vipLabels } from '../../../../src/db/schema-member.ts';
import { seedMemberArea } from '../../../../src/db/seed-member.ts';
import { sanitiseHtml } from '../../../../src/content/sanitise-html.ts';
import { uniqueName } from '../../../helpers/app.ts';
import { ADMIN, buildMemberAreaApp, caller, OTHER, OTHER_HOST } from './setup.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildMemberAreaApp();
});
afterAll(() => app.close());

const admin = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  // Its own address: the admin limit is per IP, and on PostgreSQL every test file shares the counters.
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${ADMIN}` }, remoteAddress: '192.0.2.52' });
const text = (bodyHtml: string) => ({ EN: { title: 'Spring cup', summary: 'Play and win', bodyHtml } });

describe('member-area content kinds', () => {
  it('refuses an activity field by field: no English, a redirect without its URL', async () => {
    const res = await admin('POST', '/admin/content/activities', { merchantCode: OTHER, item: { texts: { TH: { title: 'x' } }, target: 'REDIRECT_URL' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['redirectUrl', 'texts.EN']);
  });

  it('stores activity HTML without script, handlers or javascript: links; a link to a new tab cannot reach back', async () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.com/rules" target="_blank">rules</a></p>';
    const res = await admin('POST', '/admin/content/activities', { merchantCode: OTHER, item: { texts: text(html), target: 'DEPOSIT' } });
    const stored = res.json().value.texts.EN.bodyHtml as string;
    expect(stored).not.toMatch(/script|onclick|javascript:/);
    expect(stored).toContain('<a href="https://example.com/rules" target="_blank" rel="noopener noreferrer">rules</a>');
    const read = (await caller(app).get(`/wps/relay/MCSFE_getActivity?id=${res.json().value.id}`, { host: OTHER_HOST })).json().value;
    expect(read.bodyHtml).toBe(stored);
    expect(sanitiseHtml('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
  });

  it('hides an activity outside its schedule', async () => {
    const item = { texts: text('<p>Later</p>'), target: 'MISSION', startsAt: new Date(Date.now() + 86_400_000).toISOString() };
    const { id } = (await admin('POST', '/admin/content/activities', { merchantCode: OTHER, item })).json().value;
    expect((await caller(app).get(`/wps/relay/MCSFE_getActivity?id=${id}`, { host: OTHER_HOST })).json().errorCode).toBe('activity.not_found');
  });

  it('refuses a VIP label of an unknown type and a promotion of an unknown audience', async () => {
    const label = await admin('POST', '/admin/content/vip-labels', { merchantCode: OTHER, item: { labelId: 9, labelName: 'Jade', type: 'AUTOMATIC', rankLevel: 9 } });
    expect(label.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['type']);
    const promo = await admin('POST', '/admin/content/promotions', { merchantCode: OTHER, item: { key: 'REFERRAL', audience: 'vip', texts: { EN: { title: 'x' } } } });
    expect(promo.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['audience']);
  });
});

describe('seedMemberArea', () => {
  it('seeds a merchant once, even twice at the same time, and keeps what the operator changed', async () => {
    const merchantCode = uniqueName('SEEDM').toUpperCase();
    await Promise.all([seedMemberArea(app.db, merchantCode), seedMemberArea(app.db, merchantCode)]);
    const count = async () =>
      Promise.all([activities, promotions, vipLabels, missions].map(async (t) => (await app.db.select().from(t).where(eq(t.merchantCode, merchantCode))).length));
    expect(await count()).toEqual([8, 4, 4, 3]);
    await app.db.update(vipLabels).set({ labelName: 'Copper' }).where(eq(vipLabels.merchantCode, merchantCode));
    await seedMemberArea(app.db, merchantCode);
    expect(await count()).toEqual([8, 4, 4, 3]);
    const names = await app.db.select({ n: vipLabels.labelName }).from(vipLabels).where(eq(vipLabels.merchantCode, merchantCode));
    expect(names.every((r) => r.n === 'Copper')).toBe(true);
  });

  it('writes no "lorem" or "placeholder" and has EN, PT-BR and TH for every activity', async () => {
    const rows = await app.db.select().from(activities).where(eq(activities.merchantCode, 'DEMO'));
    expect(JSON.stringify(rows)).not.toMatch(/lorem|placeholder/i);
    for (const row of rows) expect(Object.keys(row.texts).sort()).toEqual(['EN', 'PT-BR', 'TH']);
  });
});
