import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../lib/i18n/react';
import type { I18n } from '../../../lib/i18n/translator';
import type { LoginValue } from '@portico/contract/session';
import { ApiError } from '../../../lib/http/api-error';
import { subscribe, type NotifyEvent } from '../../../lib/notify/notify';
import { SiteSettingsContext } from '../../../lib/site/site-settings';
import { initEnglish } from '../../../test/i18n-en';
import { demoSettings } from '../../../test/demo-settings';
import { LoginForm } from './LoginForm';
import { findVerifyButton } from '../../../test/human-verification';

const loginWithPassword = vi.fn();
vi.mock('../api/login', () => ({
  withDeviceFields: async (username: string, password: string) => ({ username, password }),
  loginWithPassword: (credentials: unknown, captcha: unknown) => loginWithPassword(credentials, captcha),
}));

// The built-in adapter without the platform and the worker: each verify yields a new payload.
const verifier = { init: vi.fn(), verify: vi.fn(), reset: vi.fn() };
vi.mock('../../../lib/human-verification/builtin-verifier', () => ({ createBuiltinVerifier: () => verifier }));

// A saved login with auto login on, to show that human verification stops the automatic sign-in.
const saved = vi.hoisted(() => ({ present: false }));
vi.mock('../model/saved-login-slot', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../model/saved-login-slot')>()),
  hasSavedLogin: () => saved.present,
}));
vi.mock('../model/remember', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../model/remember')>()),
  loadSavedLogin: async () => ({ username: 'saved1', password: 'Saved#2026', autoLogin: true }),
}));

const VALUE: LoginValue = { id: 1, token: 't', userName: 'player1', customerType: 0, firstTimeLogin: false, passwordExpired: false };
const captchaOn = demoSettings({ captcha: { enabled: true, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v4' } });

let i18n: I18n;
let notices: NotifyEvent[];
let stop: () => void;
beforeEach(async () => {
  loginWithPassword.mockReset();
  verifier.init.mockReset().mockResolvedValue(undefined);
  let n = 0;
  verifier.verify.mockReset().mockImplementation(async () => `PAYLOAD${++n}`);
  verifier.reset.mockReset();
  saved.present = false;
  i18n = await initEnglish();
  notices = [];
  // Stands in for the notice host: records the notice and confirms it.
  stop = subscribe((e) => {
    notices.push(e);
    if (e.type === 'notice') e.confirm();
  });
});
afterEach(() => stop());

function renderForm(settings = captchaOn) {
  const onSignedIn = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <SiteSettingsContext.Provider value={settings}>
        <QueryClientProvider client={new QueryClient()}>
          <LoginForm onSignedIn={onSignedIn} SecondFactor={() => null} />
        </QueryClientProvider>
      </SiteSettingsContext.Provider>
    </I18nProvider>,
  );
  return onSignedIn;
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Username'), 'player1');
  await userEvent.type(screen.getByLabelText('Password'), 'Player#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// The widget is a lazy import: its first load (transform included) can outlast findBy's 1 s on a busy machine.
const verifyButton = () => findVerifyButton(5_000);

describe('LoginForm with human verification', () => {
  it('has no widget when the merchant has captcha off', () => {
    renderForm(demoSettings());
    expect(screen.queryByRole('group', { name: 'Human verification' })).toBeNull();
  });

  it('pre-fills a saved login but does not sign in automatically: a person has to verify first', async () => {
    saved.present = true;
    renderForm();
    await vi.waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('saved1'));
    await verifyButton();
    // Long enough for an automatic sign-in to have loaded its code and called the platform.
    await new Promise((r) => setTimeout(r, 300));
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('sends nothing while unverified: a notice asks to verify first, with a confirm button', async () => {
    renderForm();
    await verifyButton();
    await fillAndSubmit();
    expect(notices).toEqual([expect.objectContaining({ type: 'notice', payload: expect.objectContaining({ messageKey: 'hv.verify_first' }) })]);
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('sends the payload in the captcha field once verified', async () => {
    loginWithPassword.mockResolvedValue(VALUE);
    const onSignedIn = renderForm();
    await userEvent.click(await verifyButton());
    await screen.findByText('Verified', { selector: '[role=status]' });
    await fillAndSubmit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(VALUE, 'Player#2026'));
    expect(loginWithPassword).toHaveBeenCalledWith({ username: 'player1', password: 'Player#2026' }, 'PAYLOAD1');
  });

  it('resets the widget after a failed login: the spent payload is not sent again', async () => {
    loginWithPassword.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'login.cred.err', message: 'x' }));
    renderForm();
    await userEvent.click(await verifyButton());
    await screen.findByText('Verified', { selector: '[role=status]' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('The username or password is incorrect.');
    expect(await verifyButton()).toBeTruthy();
    expect(verifier.reset).toHaveBeenCalled();

    // Past the 500 ms resubmit lock, submitting again without verifying is stopped in the browser.
    await new Promise((r) => setTimeout(r, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginWithPassword).toHaveBeenCalledTimes(1);
    expect(notices.filter((e) => e.type === 'notice')).toHaveLength(1);

    await userEvent.click(await verifyButton());
    await screen.findByText('Verified', { selector: '[role=status]' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(loginWithPassword).toHaveBeenCalledTimes(2));
    expect(loginWithPassword.mock.calls[1]?.[1]).toBe('PAYLOAD2');
  });

  it('shows verification when the platform asks for it for an account under attack, then sends the payload (decision 034)', async () => {
    saved.present = false;
    loginWithPassword
      .mockRejectedValueOnce(new ApiError({ kind: 'business', errorCode: 'captcha.invalid', message: 'x', fieldErrors: [{ field: 'captcha', message: 'captcha.invalid' }] }))
      .mockResolvedValueOnce(VALUE);
    const onSignedIn = renderForm(demoSettings());
    expect(screen.queryByRole('group', { name: 'Human verification' })).toBeNull();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please complete verification first.');
    await userEvent.click(await verifyButton());
    await screen.findByText('Verified', { selector: '[role=status]' });
    await new Promise((r) => setTimeout(r, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(VALUE, 'Player#2026'));
    expect(loginWithPassword.mock.calls[1]?.[1]).toBe('PAYLOAD1');
  });
});
