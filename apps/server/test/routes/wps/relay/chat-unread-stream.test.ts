import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_MEMBER } from '../../../../src/chat/unread-feed.ts';
import { signStreamTicket } from '../../../../src/chat/stream-ticket.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../../../helpers/app.ts';
import { createMember, login } from '../../../helpers/members.ts';

/** Issue 31 item 11, decision 057: the local chat vendor pushes the unread count over server-sent events. */

// Unique merchant codes: on PostgreSQL the test files share one database.
const TOKEN = 'test-admin-token-chat-stream-0123456789';
const LOCAL = 'CHATSTREAM';
const OUTSIDE = 'CHATSTREAMLC';
const hostOf = (code: string) => `${code.toLowerCase()}.example.com`;

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  const merchant = (code: string, chat: Record<string, string>) => ({ ...demoMerchant(), merchantCode: code, domains: [hostOf(code)], chat });
  const files = { [`${LOCAL}.json`]: merchant(LOCAL, { vendor: 'LOCAL' }), [`${OUTSIDE}.json`]: merchant(OUTSIDE, { vendor: 'LIVECHAT', licenseId: '1', group: '0' }) };
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, DEFAULT_MERCHANT: LOCAL, MERCHANTS_DIR: tempMerchantsDir(files) });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

async function member(code = LOCAL, customerType = 0) {
  const m = await createMember(app, { merchantCode: code, customerType });
  return { ...m, token: await login(app, m.username, m.password, code) };
}
const call = (method: 'GET' | 'POST', url: string, token: string | null, code = LOCAL, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: { host: hostOf(code), ...(token ? { authorization: token } : {}) }, ...(payload ? { payload } : {}) });
const ticketFor = async (token: string | null, code = LOCAL) => (await call('POST', '/wps/relay/CBS_unreadCountTicket', token, code)).json();

/** The member's conversation, made as the member's first visit makes it, and the operator's id for it. */
async function conversationOf(m: { token: string; username: string }) {
  const chatUrl = new URL((await call('POST', '/wps/relay/CBS_launchChat', m.token, LOCAL, { b2c: 1, language: 'EN' })).json().value.chatUrl as string);
  await app.inject({ method: 'GET', url: `${chatUrl.pathname}${chatUrl.search}`, headers: { host: hostOf(LOCAL) } });
  const list = await app.inject({ method: 'GET', url: `/admin/chat/conversations?merchantCode=${LOCAL}`, headers: { authorization: `Bearer ${TOKEN}` } });
  const id = (list.json().value as { id: number; username: string }[]).find((c) => c.username === m.username)?.id;
  return { id, chatUrl };
}
const agentReplies = (id: number | undefined, text: string) =>
  app.inject({ method: 'POST', url: `/admin/chat/conversations/${id}/reply`, headers: { authorization: `Bearer ${TOKEN}` }, payload: { merchantCode: LOCAL, text } });

/** An open stream, read event by event over a real socket (inject cannot stream). */
async function openStream(ticket: string, code = LOCAL) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/wps/relay/CBS_unreadCountEvents?ticket=${encodeURIComponent(ticket)}`, { headers: { host: hostOf(code) }, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next `unread` count, or 'ended' when the platform closes the stream first. */
  async function next(): Promise<number | 'ended'> {
    for (;;) {
      const event = /event: unread\ndata: (.*)\n\n/.exec(buffer);
      if (event) {
        buffer = buffer.slice((event.index ?? 0) + event[0].length);
        return (JSON.parse(event[1] ?? '{}') as { unReadCount: number }).unReadCount;
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return 'ended';
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  return { res, next, close: () => controller.abort() };
}

describe('the unread stream (decision 057)', () => {
  it('refuses a caller without a session, a forged or another merchant\'s ticket, and outside vendors', async () => {
    expect(await ticketFor(null)).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    const noTicket = await call('GET', '/wps/relay/CBS_unreadCountEvents', null);
    expect(noTicket.statusCode).toBe(401);
    expect(noTicket.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    const m = await member();
    const { ticket } = (await ticketFor(m.token)).value as { ticket: string };
    const forged = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call('GET', `/wps/relay/CBS_unreadCountEvents?ticket=${forged}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/wps/relay/CBS_unreadCountEvents?ticket=${ticket}`, null, OUTSIDE)).statusCode).toBe(401);
    const expired = signStreamTicket(app.chat.linkKey, { sessionId: 1, merchantCode: LOCAL }, Date.now() - 120_000);
    expect((await call('GET', `/wps/relay/CBS_unreadCountEvents?ticket=${expired}`, null)).statusCode).toBe(401);
    expect(await ticketFor((await member(OUTSIDE)).token, OUTSIDE)).toMatchObject({ success: false, errorCode: 'chat.unavailable' });
    expect(await ticketFor((await member(LOCAL, 4)).token)).toMatchObject({ success: false, errorCode: 'no_permissions' });
  });

  it('sends the count at once, a new count as soon as an agent replies, and 0 once the member reads', async () => {
    const m = await member();
    const { id, chatUrl } = await conversationOf(m);
    const stream = await openStream(((await ticketFor(m.token)).value as { ticket: string }).ticket);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    expect(await stream.next()).toBe(0);
    const sent = Date.now();
    await agentReplies(id, 'Your deposit has arrived.');
    expect(await stream.next()).toBe(1);
    expect(Date.now() - sent).toBeLessThan(2000);
    await agentReplies(id, 'Anything else?');
    expect(await stream.next()).toBe(2);
    await app.inject({ method: 'GET', url: `${chatUrl.pathname}${chatUrl.search}`, headers: { host: hostOf(LOCAL) } });
    expect(await stream.next()).toBe(0);
    stream.close();
  });

  it('ends the stream when the member signs out, and a ticket of that session opens nothing more', async () => {
    const m = await member();
    const { ticket } = (await ticketFor(m.token)).value as { ticket: string };
    const stream = await openStream(ticket);
    expect(await stream.next()).toBe(0);
    await call('POST', '/wps/session/logout', m.token);
    expect(await stream.next()).toBe('ended');
    const again = await call('GET', `/wps/relay/CBS_unreadCountEvents?ticket=${ticket}`, null);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
  });

  it(`holds at most ${STREAMS_PER_MEMBER} streams per member, and frees a place when one closes`, async () => {
    const m = await member();
    const ticket = ((await ticketFor(m.token)).value as { ticket: string }).ticket;
    const streams = [];
    for (let i = 0; i < STREAMS_PER_MEMBER; i++) {
      const s = await openStream(ticket);
      expect(await s.next()).toBe(0);
      streams.push(s);
    }
    const over = await fetch(`${origin}/wps/relay/CBS_unreadCountEvents?ticket=${ticket}`, { headers: { host: hostOf(LOCAL) } });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST' });
    streams.pop()?.close();
    await expect.poll(async () => (await openStream(ticket)).res.status).toBe(200);
    for (const s of streams) s.close();
  });
});
