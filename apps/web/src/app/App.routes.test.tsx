import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../lib/i18n/react';
import type { I18n } from '../lib/i18n/translator';
import { ApiError } from '../lib/http/api-error';
import { events, type AppEvents } from '../lib/events/app-events';
import { memberInfoRef } from '../lib/http/first-load-endpoints';
import { getSession, setSession } from '../lib/session/session-store';
import { initEnglish } from '../test/i18n-en';
import { demoSettings } from '../test/demo-settings';
import { App } from './App';
import { BASE, ROUTE_TABLE, type RouteEntry, type ScreenKey } from './route-table';

const callEndpoint = vi.fn();
vi.mock('../lib/http/call-endpoint', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

const MEMBER = { type: 0, id: 31, regDate: '2026-01-02T00:00:00Z', account: 'guest31', userName: 'guest31', language: null, clubLabel: null };
const SESSION = { id: 1, token: 'tok-1', merchantCode: 'DEMO', userName: 'player1', type: 0 as const, firstTimeLogin: false };

// Each screen names itself in the document title (use-document-title.ts): how a test tells them apart.
const TITLE: Record<ScreenKey, string> = {
  home: 'Home',
  login: 'Sign in',
  register: 'Register',
  changePassword: 'Change password',
  notFound: 'Page not found',
  memberHome: 'Member centre',
  activity: 'Activities',
  rewardCenter: 'Reward centre',
  inviteFriends: 'Invite friends',
  agentRegister: 'Become an agent',
  pointMarket: 'Point market',
  missions: 'Missions',
  vipBenefits: 'VIP benefits',
  feedback: 'Feedback',
  game: 'Games',
  launchGame: 'Games',
  gameTrial: 'Demo game',
  voucherCenter: 'Deposit',
  withdraw: 'Withdraw',
  wallet: 'Wallet',
  addBankCard: 'Add a bank card',
  addPixKey: 'Add a Pix key',
  passkeys: 'Passkeys',
  promotions: 'Promotions',
};
const titleOf = (screen: ScreenKey) => `${TITLE[screen]} · Portico Demo`;

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  document.title = '';
  // Screens fetch what they show; here nothing answers, except member info when a test says so.
  callEndpoint.mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => callEndpoint.mockReset());

/** Inside act: screens with feature strings suspend, and jsdom retries a suspended tree only there (decision 027). */
async function renderAt(address: string) {
  const memory = memoryLocation({ path: address, record: true });
  await act(async () => {
    render(
      <Router hook={memory.hook}>
        <I18nProvider i18n={i18n}>
          <App settings={demoSettings()} />
        </I18nProvider>
      </Router>,
    );
  });
  return memory;
}

const every = ROUTE_TABLE.flatMap((entry) => entry.paths.map((path) => [path, entry] as const));

/** What the table says a visitor (no session) or a member gets at `path`: the address they end on and the screen. */
function expected(entry: RouteEntry, path: string, signedIn: boolean): { at: string; screen: ScreenKey; returnTo?: string } {
  if (entry.access === 'visitor' && signedIn) return { at: `${BASE}/home`, screen: 'home' };
  if (entry.access === 'member' && !signedIn) {
    if (entry.signedOutTo) return { at: BASE + entry.signedOutTo, screen: 'home' };
    return { at: `${BASE}/login`, screen: 'login', returnTo: path };
  }
  return { at: BASE + path, screen: entry.screen };
}

describe('what renders is what the route table says, at every path', () => {
  for (const signedIn of [false, true]) {
    for (const [path, entry] of every) {
      it(`${BASE}${path} ${signedIn ? 'signed in' : 'signed out'}`, async () => {
        if (signedIn) setSession(SESSION);
        const want = expected(entry, path, signedIn);
        const memory = await renderAt(BASE + path);
        await vi.waitFor(() => expect(document.title).toBe(titleOf(want.screen)), { timeout: 4000 });
        expect(memory.history?.at(-1)).toBe(want.at);
        expect(memory.state).toEqual(want.returnTo ? { returnTo: want.returnTo } : null);
      });
    }
  }

  it('an address the table does not hold is the not-found screen', async () => {
    const memory = await renderAt(`${BASE}/no/such/page`);
    await vi.waitFor(() => expect(document.title).toBe(titleOf('notFound')), { timeout: 4000 });
    expect(memory.history).toEqual([`${BASE}/no/such/page`]);
  });
});

describe('a member route opened with a query token (doc E §2)', () => {
  const routeChanges: AppEvents['route-changed'][] = [];
  let stop = () => {};
  beforeEach(() => {
    routeChanges.length = 0;
    stop = events.on('route-changed', (e) => routeChanges.push(e));
  });
  afterEach(() => stop());

  const answerMemberInfo = (answer: () => Promise<unknown>) =>
    callEndpoint.mockImplementation((endpoint: unknown) => (endpoint === memberInfoRef ? answer() : new Promise(() => undefined)));

  for (const name of ['token', 'tokens']) {
    it(`checks ?${name}= with the platform, makes it the session and takes it out of the address`, async () => {
      answerMemberInfo(() => Promise.resolve(MEMBER));
      const memory = await renderAt(`${BASE}/voucherCenter?a=1&${name}=good-token&b=2`);
      await vi.waitFor(() => expect(memory.history?.at(-1)).toBe(`${BASE}/voucherCenter?a=1&b=2`));
      expect(callEndpoint).toHaveBeenCalledWith(memberInfoRef, { auth: false, headers: { Authorization: 'good-token' }, alert: false });
      expect(getSession()).toMatchObject({ token: 'good-token', id: 31, userName: 'guest31', merchantCode: 'DEMO', type: 0 });
      await vi.waitFor(() => expect(document.title).toBe(titleOf('voucherCenter')), { timeout: 4000 });
      // Announced once the guard let the screen through, and never with the token.
      expect(routeChanges).toEqual([{ path: `${BASE}/voucherCenter`, search: 'a=1&b=2', previous: null }]);
    });
  }

  it('sends an invalid token to sign in, with the page to come back to minus the token', async () => {
    answerMemberInfo(() => Promise.reject(new ApiError({ kind: 'http', status: 401, errorCode: 'user.or.token.invalid' })));
    const memory = await renderAt(`${BASE}/voucherCenter?a=1&token=bad-token`);
    await vi.waitFor(() => expect(document.title).toBe(titleOf('login')), { timeout: 4000 });
    expect(memory.history?.at(-1)).toBe(`${BASE}/login`);
    expect(memory.state).toEqual({ returnTo: '/voucherCenter?a=1' });
    expect(memory.history?.join()).not.toContain('bad-token');
    expect(getSession()).toBeNull();
    expect(routeChanges.map((e) => e.path)).toEqual([`${BASE}/login`]);
  });

  it('keeps a stored session when a stale query token is refused: the page opens for the stored member', async () => {
    setSession(SESSION);
    answerMemberInfo(() => Promise.reject(new ApiError({ kind: 'http', status: 401 })));
    const memory = await renderAt(`${BASE}/withdraw?token=stale`);
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe(`${BASE}/withdraw`));
    await vi.waitFor(() => expect(document.title).toBe(titleOf('withdraw')), { timeout: 4000 });
    expect(getSession()).toEqual(SESSION);
  });

  it('does not check a token the session already holds, only takes it out of the address', async () => {
    setSession(SESSION);
    const memory = await renderAt(`${BASE}/withdraw?token=tok-1`);
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe(`${BASE}/withdraw`));
    expect(callEndpoint).not.toHaveBeenCalledWith(memberInfoRef, expect.anything());
  });
});

describe('the visitor-only rule holds on arrival', () => {
  it('a sign-in made on the login page is not sent home by the guard before its own routing', async () => {
    const memory = await renderAt(`${BASE}/login`);
    await vi.waitFor(() => expect(document.title).toBe(titleOf('login')), { timeout: 4000 });
    setSession(SESSION);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memory.history).toEqual([`${BASE}/login`]);
  });

  it('a member route sends a member who signs out there to sign in', async () => {
    setSession(SESSION);
    const memory = await renderAt(`${BASE}/member/home`);
    await vi.waitFor(() => expect(document.title).toBe(titleOf('memberHome')), { timeout: 4000 });
    const { clearSession } = await import('../lib/session/session-store');
    clearSession();
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe(`${BASE}/login`));
    expect(memory.state).toEqual({ returnTo: '/member/home' });
  });
});
