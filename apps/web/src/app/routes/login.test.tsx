import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../lib/i18n/react';
import type { I18n } from '../../lib/i18n/translator';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RefObject } from 'react';
import type { LoginValue } from '@portico/contract/session';
import type { SiteSettings } from '@portico/contract/system';
import { SiteSettingsContext } from '../../lib/site/site-settings';
import { initEnglish } from '../../test/i18n-en';
import { demoSettings } from '../../test/demo-settings';
import LoginRoute from './login';

const leaveTo = vi.fn();
vi.mock('../../lib/browser/leave-to', () => ({ leaveTo: (url: string) => leaveTo(url) }));

const VALUE: LoginValue = { id: 1, token: 'tok-1', userName: 'player1', customerType: 0, firstTimeLogin: false, passwordExpired: false };
let answer: { value: LoginValue; password: string } = { value: VALUE, password: 'Player#2026' };

// The sign-in widgets have their own tests; here they only report a sign-in.
vi.mock('../../features/sign-in/components/LoginForm', () => ({
  LoginForm: (props: { onSignedIn: (v: LoginValue, p: string) => void; usernameRef: RefObject<HTMLInputElement | null> }) => (
    <>
      <label>
        Username
        <input ref={props.usernameRef} />
      </label>
      <button type="button" onClick={() => props.onSignedIn(answer.value, answer.password)}>
        Password sign-in
      </button>
    </>
  ),
}));
vi.mock('../../features/sign-in/components/social/SocialSignIn', () => ({
  SocialSignIn: (props: { onSignedIn: (v: LoginValue) => void; onUseExistingAccount: () => void }) => (
    <>
      <button type="button" onClick={() => props.onSignedIn({ ...VALUE, firstTimeLogin: true })}>
        Social sign-in
      </button>
      <button type="button" onClick={props.onUseExistingAccount}>
        Use existing account
      </button>
    </>
  ),
}));
const smsLoaded = vi.fn();
vi.mock('../../features/sign-in/components/sms/SmsSignInForm', () => {
  smsLoaded();
  return {
    SmsSignInForm: (props: { onSignedIn: (v: LoginValue) => void }) => (
      <button type="button" onClick={() => props.onSignedIn(VALUE)}>
        Sms sign-in
      </button>
    ),
  };
});

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  leaveTo.mockReset();
  answer = { value: VALUE, password: 'Player#2026' };
  history.replaceState(null, '', '/m/login');
});

function renderRoute(settings: SiteSettings = demoSettings()) {
  const memory = memoryLocation({ path: '/login', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <SiteSettingsContext.Provider value={settings}>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={memory.hook}>
            <LoginRoute />
          </Router>
        </QueryClientProvider>
      </SiteSettingsContext.Provider>
    </I18nProvider>,
  );
  return memory;
}

describe('the login screen', () => {
  it('offers password and text-message tabs, loading the sms form only when its tab is chosen', async () => {
    renderRoute();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Password', 'Text message code']);
    expect(screen.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Sign in with a password' })).toBeTruthy();
    expect(smsLoaded).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('tab', { name: 'Text message code' }));
    expect(await screen.findByRole('button', { name: 'Sms sign-in' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Sign in with a text message code' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Sign in with a password' })).toBeNull();

    // Arrow keys move between tabs (WAI-ARIA), focus following.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Password' }));
  });

  it('has no tabs when the merchant has no phone sign-in', () => {
    renderRoute(demoSettings({ identity: { kind: 'local', channels: ['google'], phoneSignIn: false } }));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Password sign-in' })).toBeTruthy();
  });

  it('goes home after a password sign-in, replacing the login page in history', async () => {
    const memory = renderRoute();
    await userEvent.click(screen.getByRole('button', { name: 'Password sign-in' }));
    await vi.waitFor(() => expect(memory.history).toEqual(['/home']));
  });

  it('sends a first-time member to /changePsw, but a social sign-in home', async () => {
    answer = { value: { ...VALUE, firstTimeLogin: true }, password: 'x' };
    const memory = renderRoute();
    await userEvent.click(screen.getByRole('button', { name: 'Password sign-in' }));
    await vi.waitFor(() => expect(memory.history.at(-1)).toBe('/changePsw'));
    await userEvent.click(screen.getByRole('button', { name: 'Social sign-in' }));
    await vi.waitFor(() => expect(memory.history.at(-1)).toBe('/home'));
  });

  it('does not apply the weak-password rule to an sms sign-in', async () => {
    const memory = renderRoute();
    await userEvent.click(screen.getByRole('tab', { name: 'Text message code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sms sign-in' }));
    await vi.waitFor(() => expect(memory.history.at(-1)).toBe('/home'));
  });

  it('leaves for an allow-listed redirectUrl with the token and the page parameters', async () => {
    history.replaceState(null, '', '/m/login?redirectUrl=https%3A%2F%2Flottery.example.com%2Fplay%3Fgame%3D7');
    const memory = renderRoute();
    await userEvent.click(screen.getByRole('button', { name: 'Password sign-in' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    const url = new URL(leaveTo.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://lottery.example.com/play');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: '7',
      token: 'tok-1',
      language: 'EN',
      headerColor: '#0b4fa8',
      b2c: '1',
      title: 'Portico Demo',
    });
    expect(memory.history).toEqual(['/login']);
  });

  it('goes home instead of to a foreign redirectUrl', async () => {
    history.replaceState(null, '', '/m/login?redirectUrl=https%3A%2F%2Flottery.example.com.evil.net%2F');
    const memory = renderRoute();
    await userEvent.click(screen.getByRole('button', { name: 'Password sign-in' }));
    await vi.waitFor(() => expect(memory.history).toEqual(['/home']));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('"log in with an existing account" selects the password tab and focuses the username', async () => {
    renderRoute();
    await userEvent.click(screen.getByRole('tab', { name: 'Text message code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use existing account' }));
    expect(screen.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username')));
  });

  it('returns a visitor the route guard sent here to the page asked for, query kept (decision 024)', async () => {
    history.replaceState({ returnTo: '/voucherCenter?amount=50' }, '', '/m/login');
    const memory = renderRoute();
    await userEvent.click(screen.getByRole('button', { name: 'Password sign-in' }));
    await vi.waitFor(() => expect(memory.history).toEqual(['/voucherCenter?amount=50']));
  });

  it('ignores a return target that is not a member route of the table', async () => {
    history.replaceState({ returnTo: '//evil.example/voucherCenter' }, '', '/m/login');
    const memory = renderRoute();
    await userEvent.click(screen.getByRole('button', { name: 'Password sign-in' }));
    await vi.waitFor(() => expect(memory.history).toEqual(['/home']));
  });
});
