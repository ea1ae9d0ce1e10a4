import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, fail, recordNotify, stubFetch } from '../http/test-support';
import { chatAccess, chatEnabled } from './chat-access';
import { entryOpensChat, launchChat, openChat } from './open-chat';

const settings = (chat: boolean, available: boolean, vendor: 'LOCAL' | 'LIVECHAT' | null = 'LOCAL') => ({
  features: { chat, startGameOnlyInApp: false, forcePasswordChangeOnExpiry: false, mobileAutoLogin: false, googleOneTap: false },
  chat: { available, vendor },
});

describe('who may chat (doc E §4, §6)', () => {
  it('sends a visitor to sign in, refuses type 4, opens for types 0, 1 and 2', () => {
    expect(chatAccess(null)).toBe('login');
    expect(chatAccess({ type: -1 })).toBe('login');
    expect(chatAccess({ type: 4 })).toBe('no_permissions');
    for (const type of [0, 1, 2] as const) expect(chatAccess({ type })).toBe('open');
  });

  it('shows chat only with the merchant flag on and a vendor the platform can open', () => {
    expect(chatEnabled(settings(true, true))).toBe(true);
    expect(chatEnabled(settings(false, true))).toBe(false);
    expect(chatEnabled(settings(true, false))).toBe(false);
    expect(chatEnabled({ features: settings(true, true).features })).toBe(false);
  });

  it('opens a customer-service entry as the member\'s chat only for its vendor (any with the local one) and a member who may chat', () => {
    expect(entryOpensChat({ csType: 'LIVECHAT' }, settings(true, true, 'LIVECHAT'), { type: 0 })).toBe(true);
    expect(entryOpensChat({ csType: 'COMM100' }, settings(true, true, 'LIVECHAT'), { type: 0 })).toBe(false);
    expect(entryOpensChat({ csType: 'COMM100' }, settings(true, true, 'LOCAL'), { type: 0 })).toBe(true);
    expect(entryOpensChat({ csType: 'LIVECHAT' }, settings(true, true, 'LIVECHAT'), null)).toBe(false);
    expect(entryOpensChat({ csType: 'LIVECHAT' }, settings(true, true, 'LIVECHAT'), { type: 4 })).toBe(false);
  });
});

describe('CBS_launchChat retries (doc E §9: 500 ms, 1 s, 3 s)', () => {
  let notify: ReturnType<typeof recordNotify>;
  beforeEach(() => {
    vi.useFakeTimers();
    notify = recordNotify();
  });
  afterEach(() => {
    notify.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries again after 500 ms, 1 s and 3 s, and opens the link of the attempt that answers', async () => {
    const times: number[] = [];
    const start = Date.now();
    const fetch = stubFetch(() => {
      times.push(Date.now() - start);
      return times.length < 4 ? new Response('busy', { status: 503 }) : ok({ chatUrl: 'https://chat.example.com/x?t=1' });
    });
    const go = vi.fn();
    const done = openChat({ backUrl: '/m/home', title: 'Demo', language: 'PT-BR', settings: { headerColor: '#0b4fa8' } }, go);
    await vi.advanceTimersByTimeAsync(499);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1 + 1000 + 3000);
    await done;
    expect(times).toEqual([0, 500, 1500, 4500]);
    expect(go).toHaveBeenCalledWith('https://chat.example.com/x?t=1');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ b2c: 1, title: 'Demo', backUrl: '/m/home', language: 'PT-BR', headerColor: '#0b4fa8' });
    expect(notify.events.filter((e) => e.type === 'notice' || e.type === 'toast')).toEqual([]);
  });

  it('gives up after the third retry with one notice', async () => {
    const fetch = stubFetch(() => new Response('down', { status: 502 }));
    const done = launchChat({ b2c: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await done).toMatchObject({ kind: 'http' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not retry a refusal, and says no_permissions once', async () => {
    const fetch = stubFetch(() => fail('no_permissions', 'Your account cannot use customer-service chat.'));
    const error = await launchChat({ b2c: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'no_permissions', handled: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notify.events.filter((e) => e.type === 'notice')).toHaveLength(1);
  });

  it('sends CN when the player\'s language is not known (doc E §9)', async () => {
    const fetch = stubFetch(() => ok({ chatUrl: 'https://chat.example.com/' }));
    await openChat({ backUrl: '/m/home', title: 'Demo', language: null, settings: { headerColor: '#0b4fa8', look: { theme: 'light', logo: null, primary: '#7b2cbf' } } }, vi.fn());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ language: 'CN', headerColor: '#7b2cbf' });
  });

  it('never navigates to a link that is not http(s)', async () => {
    stubFetch(() => ok({ chatUrl: 'javascript:alert(1)' }));
    const go = vi.fn();
    await expect(openChat({ backUrl: '/m/home', title: 'Demo', language: 'EN', settings: { headerColor: '#000000' } }, go)).rejects.toThrow();
    expect(go).not.toHaveBeenCalled();
  });
});
