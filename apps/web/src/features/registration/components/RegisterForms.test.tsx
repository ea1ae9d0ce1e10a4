import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../lib/i18n/react';
import type { I18n } from '../../../lib/i18n/translator';
import type { RegisterValue } from '@portico/contract/register';
import { ApiError } from '../../../lib/http/api-error';
import { subscribe, type NotifyEvent } from '../../../lib/notify/notify';
import { SiteSettingsContext } from '../../../lib/site/site-settings';
import { initEnglish } from '../../../test/i18n-en';
import { demoSettings, DEMO_COUNTRIES } from '../../../test/demo-settings';
import { UsernameRegisterForm } from './UsernameRegisterForm';
import { MobileRegisterForm } from './MobileRegisterForm';
import { findVerifyButton } from '../../../test/human-verification';

const api = vi.hoisted(() => ({ byUsername: vi.fn(), byMobile: vi.fn(), check: vi.fn(), sendSms: vi.fn() }));
vi.mock('../api/register', () => ({
  registerByUsername: (body: unknown) => api.byUsername(body),
  registerByMobile: (body: unknown) => api.byMobile(body),
}));
// The availability check runs its real query; only the platform's answer is faked.
vi.mock('../../../lib/http/call-endpoint', () => ({
  callEndpoint: (_endpoint: unknown, options: { query: { username: string } }) => api.check(options.query.username),
}));
vi.mock('../../../lib/sms-code/send-sms-code', () => ({ sendSmsCode: api.sendSms }));
vi.mock('../../../lib/country/get-countries', () => ({ useCountries: () => ({ data: DEMO_COUNTRIES }) }));
vi.mock('../../../lib/device/device-id', () => ({ getLoginDeviceId: async () => 'd'.repeat(36) }));

// The built-in adapter without the platform and the worker: each verify yields a new payload.
const verifier = { init: vi.fn(), verify: vi.fn(), reset: vi.fn() };
vi.mock('../../../lib/human-verification/builtin-verifier', () => ({ createBuiltinVerifier: () => verifier }));

const VALUE: RegisterValue = { id: 7, customerId: 7, userName: 'newplayer1', token: 'tok', customerType: 0, firstTimeLogin: false, passwordExpired: false };

let i18n: I18n;
let notices: NotifyEvent[];
let stop: () => void;
beforeEach(async () => {
  Object.values(api).forEach((fn) => fn.mockReset());
  api.check.mockResolvedValue({ username: 'x', available: true, reason: null });
  verifier.init.mockReset().mockResolvedValue(undefined);
  let n = 0;
  verifier.verify.mockReset().mockImplementation(async () => `PAYLOAD${++n}`);
  i18n = await initEnglish();
  notices = [];
  stop = subscribe((e) => {
    notices.push(e);
    if (e.type === 'notice') e.confirm();
  });
});
afterEach(() => stop());

function renderWith(ui: React.ReactNode, settings = demoSettings()) {
  render(
    <I18nProvider i18n={i18n}>
      <SiteSettingsContext.Provider value={settings}>
        <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
      </SiteSettingsContext.Provider>
    </I18nProvider>,
  );
}

/** The text of the elements an input's aria-describedby names, as a screen reader reads it. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const verify = async () => userEvent.click(await findVerifyButton());
const noticeTexts = () => notices.filter((e) => e.type === 'notice').map((e) => (e.type === 'notice' ? e.payload : null));

async function fillUsernameForm(username = 'NewPlayer1', password = 'Secret2026') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('UsernameRegisterForm', () => {
  it('registers with the context, the verification and login true, confirms, then hands over', async () => {
    api.byUsername.mockResolvedValue(VALUE);
    const onRegistered = vi.fn();
    renderWith(<UsernameRegisterForm onRegistered={onRegistered} />);
    await fillUsernameForm();
    await verify();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(VALUE));
    expect(api.byUsername).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'NewPlayer1', password: 'Secret2026', login: true, captcha: 'PAYLOAD1', registerMethod: 'H5', loginDeviceId: 'd'.repeat(36) }),
    );
    expect(noticeTexts()).toContainEqual(expect.objectContaining({ message: 'Welcome, newplayer1! Your account is ready.' }));
  });

  it('asks for verification first and sends nothing', async () => {
    renderWith(<UsernameRegisterForm onRegistered={vi.fn()} />);
    await fillUsernameForm();
    await findVerifyButton();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(noticeTexts()).toContainEqual(expect.objectContaining({ messageKey: 'hv.verify_first' }));
    expect(api.byUsername).not.toHaveBeenCalled();
  });

  it('ignores a second submit within 500 ms', async () => {
    let finish: (v: RegisterValue) => void = () => undefined;
    api.byUsername.mockImplementation(() => new Promise<RegisterValue>((resolve) => (finish = resolve)));
    renderWith(<UsernameRegisterForm onRegistered={vi.fn()} />);
    await fillUsernameForm();
    await verify();
    const form = screen.getByRole('form', { name: 'Register with a username' }) as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(api.byUsername).toHaveBeenCalledTimes(1));
    await act(async () => finish(VALUE));
    expect(api.byUsername).toHaveBeenCalledTimes(1);
  });

  it('checks the rules before sending: username rule and password strength on their fields', async () => {
    renderWith(<UsernameRegisterForm onRegistered={vi.fn()} />);
    await fillUsernameForm('9lives', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(description(screen.getByLabelText('Username'))).toBe('Use 4 to 20 letters, digits or underscores, starting with a letter.');
    expect(description(screen.getByLabelText('Password'))).toBe('Use 8 to 64 characters with letters and digits.');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(api.byUsername).not.toHaveBeenCalled();
  });

  it("shows the platform's field error and resets the verification for the next try", async () => {
    api.byUsername.mockRejectedValueOnce(
      new ApiError({ kind: 'business', errorCode: 'username.exists', fieldErrors: [{ field: 'username', message: 'username.exists' }] }),
    );
    renderWith(<UsernameRegisterForm onRegistered={vi.fn()} />);
    await fillUsernameForm();
    await verify();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('This username is taken. Please choose another.');
    expect(description(screen.getByLabelText('Username'))).toBe('This username is taken. Please choose another.');
    // Reset to waiting: the spent payload is never sent again.
    await verify();
    api.byUsername.mockResolvedValueOnce(VALUE);
    await new Promise((r) => setTimeout(r, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.byUsername).toHaveBeenLastCalledWith(expect.objectContaining({ captcha: 'PAYLOAD2' })));
  });

  it('alerts unknown_error when the platform gives no message', async () => {
    api.byUsername.mockRejectedValueOnce(new ApiError({ kind: 'business' }));
    renderWith(<UsernameRegisterForm onRegistered={vi.fn()} />);
    await fillUsernameForm();
    await verify();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(noticeTexts()).toContainEqual({ fallbackKey: 'register.unknown_error' }));
  });

  it('shows availability as the visitor types, politely', async () => {
    api.check.mockResolvedValue({ username: 'takenname', available: false, reason: 'taken' });
    renderWith(<UsernameRegisterForm onRegistered={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'takenname');
    const status = await screen.findByText('This username is taken.');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(description(screen.getByLabelText('Username'))).toBe('This username is taken.');
    expect(api.check).toHaveBeenCalledTimes(1);
    expect(api.check).toHaveBeenCalledWith('takenname');
  });
});

describe('MobileRegisterForm', () => {
  async function fillMobile() {
    api.sendSms.mockResolvedValue({ expirationTime: 60 });
    await userEvent.type(screen.getByLabelText('Mobile number'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.sendSms).toHaveBeenCalledWith({ countryDialingCode: '63', mobileNum: '9171234567' }));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  }

  it('sends the default password 123456 and asks for none when the mobile-password option is off', async () => {
    api.byMobile.mockResolvedValue(VALUE);
    renderWith(<MobileRegisterForm onRegistered={vi.fn()} />, demoSettings({ registration: { mobilePassword: false } }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/Your starting password is 123456/)).toBeTruthy();
    await fillMobile();
    await verify();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(api.byMobile).toHaveBeenCalledWith(
        expect.objectContaining({ countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '123456', password: '123456', login: true }),
      ),
    );
  });

  it('sends the typed password when the option is on', async () => {
    api.byMobile.mockResolvedValue(VALUE);
    renderWith(<MobileRegisterForm onRegistered={vi.fn()} />);
    await fillMobile();
    await userEvent.type(screen.getByLabelText('Password'), 'Mobile2026');
    await verify();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.byMobile).toHaveBeenCalledWith(expect.objectContaining({ password: 'Mobile2026' })));
  });

  it('with verification before a text: "Send code" needs it and spends it; the submit asks for none', async () => {
    api.sendSms.mockResolvedValue({ expirationTime: 60 });
    api.byMobile.mockResolvedValue(VALUE);
    const settings = demoSettings();
    renderWith(<MobileRegisterForm onRegistered={vi.fn()} />, { ...settings, captcha: { ...settings.captcha, sms: true } });
    await userEvent.type(screen.getByLabelText('Mobile number'), '9171234567');
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(noticeTexts()).toContainEqual(expect.objectContaining({ messageKey: 'hv.verify_first' }));
    expect(api.sendSms).not.toHaveBeenCalled();

    await verify();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.sendSms).toHaveBeenCalledWith({ countryDialingCode: '63', mobileNum: '9171234567', captcha: 'PAYLOAD1' }));
    // Spent: the widget is back to waiting, and there is only the one widget on the form.
    expect(await screen.findAllByRole('button', { name: "I'm not a robot — tap to verify" })).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'Mobile2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.byMobile).toHaveBeenCalledOnce());
    expect(api.byMobile.mock.calls[0]?.[0]).not.toHaveProperty('captcha');
  });
});
