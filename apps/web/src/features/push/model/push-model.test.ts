import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markAsked, markDismissed, mayAsk, DISMISS_MS } from './ask-policy';
import { nextPushStep, type PushFacts } from './next-step';
import { needsRegistration, readRecord, REFRESH_AFTER_MS, writeRecord } from './registration-record';

const calls: string[] = [];
vi.mock('../api/bind-push-token', () => ({ bindPushToken: async (token: string) => void calls.push(`bind ${token}`) }));
vi.mock('../api/subscribe-push-topic', () => ({ subscribePushTopic: async (token: string, topic: string) => void calls.push(`subscribe ${token} ${topic}`) }));
const { registerPush } = await import('./register');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  calls.length = 0;
});

describe('the permission modal asks once per session unless dismissed', () => {
  it('asks once in a session', () => {
    expect(mayAsk(Date.now())).toBe(true);
    markAsked();
    expect(mayAsk(Date.now())).toBe(false);
  });

  it('a new session asks again, unless the member said "Not now" within a week', () => {
    const t0 = Date.UTC(2026, 10, 1);
    markDismissed(t0);
    sessionStorage.clear(); // a new tab
    expect(mayAsk(t0 + DISMISS_MS - 1)).toBe(false);
    expect(mayAsk(t0 + DISMISS_MS)).toBe(true);
  });
});

describe('what a member page does about push', () => {
  const android = { nativeApp: null, standalone: false, ios: null };
  const facts = (over: Partial<PushFacts>): PushFacts => ({ place: android, permission: 'default', pushSupported: true, native: false, mayAsk: true, ...over });

  it('asks when permission is still open, registers silently when granted, leaves a denial alone', () => {
    expect(nextPushStep(facts({}))).toBe('ask');
    expect(nextPushStep(facts({ mayAsk: false }))).toBe('none');
    expect(nextPushStep(facts({ permission: 'granted', mayAsk: false }))).toBe('register');
    expect(nextPushStep(facts({ permission: 'denied' }))).toBe('none');
    expect(nextPushStep(facts({ pushSupported: false }))).toBe('none');
  });

  it('in iOS Safari explains the Home Screen app; in the installed app (16.4+) asks', () => {
    const ios = (major: number, minor: number, standalone: boolean) => ({ nativeApp: null, standalone, ios: { major, minor } });
    expect(nextPushStep(facts({ place: ios(17, 2, false), permission: null, pushSupported: false }))).toBe('ios-install');
    expect(nextPushStep(facts({ place: ios(17, 2, true) }))).toBe('ask');
    expect(nextPushStep(facts({ place: ios(16, 3, true) }))).toBe('none');
  });

  it('in the native wrapper asks the wrapper for its token', () => {
    expect(nextPushStep(facts({ native: true, permission: null, pushSupported: false }))).toBe('register');
  });
});

describe('registration: bind, topic ALL, and the 7-day refresh', () => {
  const source = (token: string | null) => ({ kind: 'web-push' as const, token: async () => token });

  it('binds and subscribes to ALL, then not again within 7 days (fake clock)', async () => {
    let now = Date.UTC(2026, 10, 1);
    const clock = () => now;
    expect(await registerPush(source('tok-1'), 7, clock)).toBe(true);
    expect(calls).toEqual(['bind tok-1', 'subscribe tok-1 ALL']);
    now += REFRESH_AFTER_MS - 1;
    await registerPush(source('tok-1'), 7, clock);
    expect(calls).toHaveLength(2);
    now += 1;
    await registerPush(source('tok-1'), 7, clock);
    expect(calls).toEqual(['bind tok-1', 'subscribe tok-1 ALL', 'bind tok-1', 'subscribe tok-1 ALL']);
    expect(readRecord()).toEqual({ token: 'tok-1', memberId: 7, at: now });
  });

  it('registers again at once when the token or the member changes', () => {
    const at = Date.UTC(2026, 10, 1);
    writeRecord({ token: 'a', memberId: 1, at });
    expect(needsRegistration(readRecord(), 'a', 1, at + 1000)).toBe(false);
    expect(needsRegistration(readRecord(), 'b', 1, at + 1000)).toBe(true);
    expect(needsRegistration(readRecord(), 'a', 2, at + 1000)).toBe(true);
  });

  it('does nothing without a token (the wrapper answered failure, or no permission)', async () => {
    expect(await registerPush(source(null), 7)).toBe(false);
    expect(calls).toEqual([]);
  });
});
