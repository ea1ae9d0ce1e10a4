import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPromptConfigs } from '../../../src/db/schema-install.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../helpers/app.ts';

const TOKEN = 'test-admin-token-install-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
// Unique merchant codes: on PostgreSQL the test files share one database.
const A = 'INSTALLA';
const SEEDED = 'INSTALLSEED';

let app: FastifyInstance;
beforeAll(async () => {
  const merchant = (code: string) => ({ ...demoMerchant(), merchantCode: code, domains: [`${code.toLowerCase()}.example.com`] });
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, DEFAULT_MERCHANT: SEEDED, MERCHANTS_DIR: tempMerchantsDir({ 'a.json': merchant(A), 's.json': merchant(SEEDED) }) });
});
afterAll(() => app.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: auth, remoteAddress: '192.0.2.61', ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const relay = (code: string, language?: string) =>
  app.inject({
    method: 'GET',
    url: '/wps/relay/MCSFE_getInstallPromptConfig',
    headers: { host: `${code.toLowerCase()}.example.com`, ...(language ? { language } : {}) },
  });
const fieldsOf = (res: { json: () => { fieldErrors?: { field: string }[] } }) => (res.json().fieldErrors ?? []).map((f) => f.field).sort();

describe('install-prompt configuration (decision 036)', () => {
  it('is seeded for the demo merchant and served in the request language, English otherwise', async () => {
    const pt = (await relay(SEEDED, 'PT-BR')).json();
    expect(pt.success).toBe(true);
    expect(pt.value.download_condition_switch).toEqual({ enabled: true });
    expect(pt.value.triggers.app_open).toEqual({ enabled: true });
    expect(pt.value.message).toEqual({ enabled: true, value: 'Baixe o app Portico' });
    expect((await relay(SEEDED, 'JA')).json().value.message.value).toBe('Get the Portico app');
  });

  it('answers null for a merchant without one: no prompt', async () => {
    expect((await relay(A)).json()).toMatchObject({ success: true, value: null });
  });

  it('refuses a bad configuration naming every wrong field, and stores nothing', async () => {
    const res = await admin('POST', '/admin/content/install-prompt', {
      merchantCode: A,
      item: {
        domains_switch: { enabled: true, value: 3 },
        triggers: { reg_days: { enabled: true, value: -1 }, bind_card: { enabled: true, value: 'sometimes' }, on_full_moon: { enabled: true } },
        colours: { enabled: true, value: { background: '#ffffff', text: '#eeeeee', accent: 'blue' } },
        theme: { enabled: true, value: 'sepia' },
        message: { enabled: true, value: { FR: 'Installez' } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([
      'colours.value.accent',
      'colours.value.text',
      'message.value.EN',
      'theme.value',
      'triggers',
      'triggers.bind_card.value',
      'triggers.reg_days.value',
    ]);
    expect((await relay(A)).json().value).toBeNull();
    const noList = await admin('POST', '/admin/content/install-prompt', { merchantCode: A, item: { domains_switch: { enabled: true, value: 3 } } });
    expect(fieldsOf(noList)).toEqual(['domains.value']);
  });

  it('keeps one per merchant; a change is merged and served at once', async () => {
    const added = await admin('POST', '/admin/content/install-prompt', { merchantCode: A, item: { bottom_app_bar_mode: { enabled: true } } });
    expect(added.json()).toMatchObject({ success: true });
    const id = added.json().value.id as number;
    const again = await admin('POST', '/admin/content/install-prompt', { merchantCode: A, item: {} });
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toEqual(['merchantCode']);

    const changed = await admin('PATCH', `/admin/content/install-prompt/${id}`, {
      merchantCode: A,
      item: { triggers: { login: { enabled: true }, deposit_times_forced: { enabled: true, value: 5 } }, theme: { enabled: true, value: 'dark' } },
    });
    expect(changed.json()).toMatchObject({ success: true });
    const served = (await relay(A)).json().value;
    expect(served.bottom_app_bar_mode).toEqual({ enabled: true });
    expect(served.theme).toEqual({ enabled: true, value: 'dark' });
    expect(served.triggers).toEqual({ login: { enabled: true }, deposit_times_forced: { enabled: true, value: 5 } });
  });

  it('ignores a stored trigger it does not know, and still accepts changes', async () => {
    const [row] = await app.db.select().from(installPromptConfigs).where(eq(installPromptConfigs.merchantCode, A));
    await app.db
      .update(installPromptConfigs)
      .set({ triggers: { ...row!.triggers, on_full_moon: { enabled: true } } })
      .where(eq(installPromptConfigs.id, row!.id));
    const served = (await relay(A)).json().value;
    expect(served.triggers.on_full_moon).toBeUndefined();
    expect(served.triggers.login).toEqual({ enabled: true });
    const change = await admin('PATCH', `/admin/content/install-prompt/${row!.id}`, { merchantCode: A, item: { login_required: { enabled: true } } });
    expect(change.json()).toMatchObject({ success: true });
  });
});
