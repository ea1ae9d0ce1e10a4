import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

// Unique merchant codes: on PostgreSQL the test files share one database.
const TOKEN = 'test-admin-token-chat-0123456789';
const LOCAL = 'CHATLOCAL';
const VENDORS: Record<string, Record<string, string>> = {
  CHATLIVE: { vendor: 'LIVECHAT', licenseId: '10698167', group: '2' },
  CHATC100: { vendor: 'COMM100', siteId: '10100116', campaignId: 'c9e91d04-3774-4470-b84d-6bc00874fe9d' },
  CHATC100V: { vendor: 'COMM100VIP', siteId: '10100116', campaignId: 'vip-campaign', server: 'https://chat.example.net' },
  CHATAICAN: { vendor: 'AICAN', url: 'https://aican.example.com/chat/abc' },
  CHATMIDUO: { vendor: 'MIDUOKE', url: 'https://miduoke.example.com/chat?ent=7' },
};
const BROKEN = 'CHATBROKEN';
const hostOf = (code: string) => `${code.toLowerCase()}.example.com`;

let app: FastifyInstance;
beforeAll(async () => {
  const merchant = (code: string, chat: Record<string, string>) => ({ ...demoMerchant(), merchantCode: code, domains: [hostOf(code)], chat });
  const files = Object.fromEntries([
    [`${LOCAL}.json`, merchant(LOCAL, { vendor: 'LOCAL' })],
    [`${BROKEN}.json`, merchant(BROKEN, { vendor: 'LIVECHAT' })],
    ...Object.entries(VENDORS).map(([code, chat]) => [`${code}.json`, merchant(code, chat)]),
  ]);
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, DEFAULT_MERCHANT: LOCAL, MERCHANTS_DIR: tempMerchantsDir(files) });
});
afterAll(() => app.close());

async function member(code = LOCAL, customerType = 0) {
  const m = await createMember(app, { merchantCode: code, customerType });
  return { ...m, token: await login(app, m.username, m.password, code) };
}
const launch = (token: string | null, code = LOCAL, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/wps/relay/CBS_launchChat',
    headers: { host: hostOf(code), ...(token ? { authorization: token } : {}) },
    payload: { b2c: 1, title: 'Help', backUrl: '/m/member/home', language: 'EN', headerColor: '#0b4fa8', ...body },
  });
const unread = (token: string | null, code = LOCAL) =>
  app.inject({ method: 'GET', url: '/wps/relay/CBS_unreadCount', headers: { host: hostOf(code), ...(token ? { authorization: token } : {}) } });
const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: '192.0.2.61', ...(payload ? { payload } : {}) });
const open = (chatUrl: string, code = LOCAL) => {
  const url = new URL(chatUrl);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: hostOf(code) } });
};
const tokenOf = (chatUrl: string) => new URL(chatUrl).searchParams.get('t') ?? '';
const write = (t: string, text: string, code = LOCAL) =>
  app.inject({ method: 'POST', url: '/vendor/local/chat/messages', headers: { host: hostOf(code) }, payload: { t, text } });

describe('CBS_launchChat and CBS_unreadCount: who may chat (doc E §4, §6)', () => {
  it('sends a caller without a session to the catalogue\'s login path', async () => {
    for (const res of [await launch(null), await unread(null)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    }
  });

  it('refuses a restricted member (type 4) both the chat and the unread count with no_permissions', async () => {
    const { token } = await member(LOCAL, 4);
    expect((await launch(token)).json()).toMatchObject({ success: false, errorCode: 'no_permissions' });
    expect((await unread(token)).json()).toMatchObject({ success: false, errorCode: 'no_permissions' });
  });
});

describe('a link per vendor, with the member\'s identity', () => {
  it('builds each outside vendor\'s documented link from the merchant file', async () => {
    const links: Record<string, URL> = {};
    for (const code of Object.keys(VENDORS)) {
      const m = await member(code);
      const res = await launch(m.token, code);
      expect(res.json(), code).toMatchObject({ success: true });
      links[code] = new URL((res.json().value as { chatUrl: string }).chatUrl);
      expect(links[code]?.href, code).toContain(m.username);
    }
    expect(links.CHATLIVE?.origin + (links.CHATLIVE?.pathname ?? '')).toBe('https://direct.lc.chat/10698167/2');
    expect(links.CHATC100?.searchParams.get('siteId')).toBe('10100116');
    expect(links.CHATC100?.searchParams.get('planId')).toBe('c9e91d04-3774-4470-b84d-6bc00874fe9d');
    expect(links.CHATC100V?.origin).toBe('https://chat.example.net');
    expect(links.CHATC100V?.searchParams.get('planId')).toBe('vip-campaign');
    expect(links.CHATAICAN?.pathname).toBe('/chat/abc');
    expect(links.CHATMIDUO?.searchParams.get('ent')).toBe('7');
    expect(links.CHATMIDUO?.searchParams.get('language')).toBe('EN');
  });

  it('hides the chat of a merchant whose vendor lacks its id: settings say unavailable, a launch is refused', async () => {
    const settings = await app.inject({ method: 'GET', url: '/wps/system/settings', headers: { host: hostOf(BROKEN) } });
    expect(settings.json().value.chat).toEqual({ available: false, vendor: 'LIVECHAT' });
    const ok = await app.inject({ method: 'GET', url: '/wps/system/settings', headers: { host: hostOf(LOCAL) } });
    expect(ok.json().value.chat).toEqual({ available: true, vendor: 'LOCAL' });
    const { token } = await member(BROKEN);
    expect((await launch(token, BROKEN)).json()).toMatchObject({ success: false, errorCode: 'chat.unavailable' });
  });

  it('answers 0 unread for a merchant on an outside vendor', async () => {
    const { token } = await member('CHATLIVE');
    expect((await unread(token, 'CHATLIVE')).json()).toEqual({ success: true, value: { unReadCount: 0 } });
  });
});

describe('the local chat: messages, an agent\'s reply, unread counts', () => {
  it('keeps the identity in a signed token, and refuses a changed or another merchant\'s link', async () => {
    const m = await member();
    const chatUrl = (await launch(m.token)).json().value.chatUrl as string;
    const url = new URL(chatUrl);
    expect([...url.searchParams.keys()]).toEqual(['t']);
    expect(chatUrl).not.toContain(m.username);
    const page = await open(chatUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|<script nonce/);
    expect(page.body).toContain('<script src="/vendor/local/chat/chat.js" defer></script>');
    const t = tokenOf(chatUrl);
    const forged = `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await open(`${url.origin}${url.pathname}?t=${forged}`)).statusCode).toBe(403);
    expect((await write(forged, 'hello')).json()).toMatchObject({ success: false, errorCode: 'chat.link_invalid' });
    expect((await open(chatUrl, 'CHATLIVE')).statusCode).toBe(403);
  });

  it('stores the member\'s message, the agent replies, the badge counts 1 until the member reads it', async () => {
    const m = await member();
    const chatUrl = (await launch(m.token, LOCAL, { language: 'PT-BR' })).json().value.chatUrl as string;
    const first = await open(chatUrl);
    expect(first.body).toContain('lang="pt-BR"');
    expect(first.body).toContain('Sua mensagem');
    const sent = await write(tokenOf(chatUrl), 'Meu depósito não chegou');
    expect(sent.json()).toMatchObject({ success: true, value: { message: { author: 'member', body: 'Meu depósito não chegou' } } });
    expect((await unread(m.token)).json().value).toEqual({ unReadCount: 0 });

    const list = (await admin('GET', `/admin/chat/conversations?merchantCode=${LOCAL}`)).json().value as { id: number; username: string; messages: number }[];
    const mine = list.find((c) => c.username === m.username);
    expect(mine).toMatchObject({ messages: 1 });
    const read = (await admin('GET', `/admin/chat/conversations/${mine?.id}?merchantCode=${LOCAL}`)).json().value as { language: string; messages: { body: string }[] };
    expect(read.language).toBe('PT-BR');
    expect(read.messages.map((x) => x.body)).toEqual(['Meu depósito não chegou']);
    const replied = await admin('POST', `/admin/chat/conversations/${mine?.id}/reply`, { merchantCode: LOCAL, text: 'Vamos verificar agora.' });
    expect(replied.json()).toMatchObject({ success: true, value: { author: 'agent' } });

    expect((await unread(m.token)).json().value).toEqual({ unReadCount: 1 });
    // The page's script asks without read=1 while hidden: still unread.
    const hidden = await app.inject({ method: 'GET', url: `/vendor/local/chat/messages?t=${tokenOf(chatUrl)}&after=0`, headers: { host: hostOf(LOCAL) } });
    expect((hidden.json().value.messages as { body: string }[]).map((x) => x.body)).toEqual(['Meu depósito não chegou', 'Vamos verificar agora.']);
    expect((await unread(m.token)).json().value).toEqual({ unReadCount: 1 });
    const again = await open(chatUrl);
    expect(again.body).toContain('Vamos verificar agora.');
    expect((await unread(m.token)).json().value).toEqual({ unReadCount: 0 });
  });

  it('refuses an empty or too long message field by field, and an agent reply to another merchant\'s conversation', async () => {
    const m = await member();
    const t = tokenOf((await launch(m.token)).json().value.chatUrl as string);
    for (const text of ['   ', 'x'.repeat(1001), 'a\u0000b']) {
      const res = await write(t, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid', fieldErrors: [{ field: 'text' }] });
    }
    await write(t, 'hello');
    const id = ((await admin('GET', `/admin/chat/conversations?merchantCode=${LOCAL}`)).json().value as { id: number; username: string }[]).find((c) => c.username === m.username)?.id;
    expect((await admin('POST', `/admin/chat/conversations/${id}/reply`, { merchantCode: LOCAL, text: '' })).json()).toMatchObject({ errorCode: 'request.invalid', fieldErrors: [{ field: 'text' }] });
    expect((await admin('POST', `/admin/chat/conversations/${id}/reply`, { merchantCode: 'CHATLIVE', text: 'hi' })).json()).toMatchObject({ errorCode: 'chat.conversation_not_found' });
    expect((await app.inject({ method: 'GET', url: `/admin/chat/conversations?merchantCode=${LOCAL}` })).statusCode).toBe(401);
  });

  it('refuses a message id or conversation id past what the column holds, naming the field (issue 29 finding 6)', async () => {
    const m = await member();
    const t = tokenOf((await launch(m.token)).json().value.chatUrl as string);
    const poll = await app.inject({ method: 'GET', url: `/vendor/local/chat/messages?t=${t}&after=2147483648`, headers: { host: hostOf(LOCAL) } });
    expect(poll.statusCode).toBe(400);
    expect(poll.json()).toMatchObject({ errorCode: 'request.invalid', fieldErrors: [{ field: 'after' }] });
    const big = await admin('GET', '/admin/chat/conversations/2147483648');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ errorCode: 'request.invalid', fieldErrors: [{ field: 'id' }] });
  });
});
