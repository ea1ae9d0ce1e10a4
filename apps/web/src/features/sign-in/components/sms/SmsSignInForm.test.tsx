import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../../../lib/i18n/translator';
import { initEnglish } from '../../../../test/i18n-en';
import { demoSettings } from '../../../../test/demo-settings';
import { fail } from '../../../../lib/http/test-support';
import { IdentityError, type PhoneConfirmation } from '../../../../lib/identity/provider';
import { fakeProvider, LOGIN_VALUE, renderWithApp, restore, type FakePlatform } from '../social/test-support';
import { SmsSignInForm } from './SmsSignInForm';

const provider = fakeProvider();
vi.mock('../../../../lib/identity/load-provider', () => ({ loadIdentityProvider: async () => provider }));

let i18n: I18n;
let confirm: ReturnType<typeof vi.fn<PhoneConfirmation['confirm']>>;
beforeEach(async () => {
  i18n = await initEnglish();
  confirm = vi.fn<PhoneConfirmation['confirm']>(async () => 'phone.jwt');
  provider.sendPhoneCode.mockReset().mockImplementation(async () => ({ expirationTime: 60, confirm }));
});
afterEach(restore);

function renderForm(platform?: FakePlatform) {
  const onSignedIn = vi.fn();
  const view = renderWithApp(i18n, <SmsSignInForm onSignedIn={onSignedIn} />, { settings: demoSettings(), ...(platform ? { platform } : {}) });
  return { ...view, onSignedIn };
}

const mobile = () => screen.getByLabelText('Mobile number');
const code = () => screen.getByLabelText('Verification code');
const sendButton = () => screen.getByRole('button', { name: /Send/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

async function sendTo(number: string) {
  await waitFor(() => expect(screen.getByLabelText('Country code').textContent).toContain('+63'));
  await userEvent.type(mobile(), number);
  await userEvent.click(sendButton());
  await screen.findByText(/We sent a code to/);
}

describe('SmsSignInForm', () => {
  it('asks for the number next to its field, focuses it, and sends nothing', async () => {
    renderForm();
    await userEvent.click(sendButton());
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(document.activeElement).toBe(mobile());
    expect(mobile().getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(mobile(), '12ab');
    await userEvent.click(sendButton());
    expect(screen.getByText('Enter a mobile number of 4 to 15 digits.')).toBeTruthy();
    expect(provider.sendPhoneCode).not.toHaveBeenCalled();
  });

  it('sends the code to "+", the dialling code and the number; counts down; moves to the code field', async () => {
    renderForm();
    await sendTo('0917 123 4567');
    expect(provider.sendPhoneCode).toHaveBeenCalledWith('+639171234567');
    expect(screen.getByRole('status').textContent).toBe('We sent a code to +639171234567.');
    expect(sendButton().textContent).toBe('Send a new code in 60 s');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(code());
  });

  it('signs in with the confirmed code as an sms login', async () => {
    const { onSignedIn, sent } = renderForm();
    await sendTo('9171234567');
    await userEvent.type(code(), ' 123456 ');
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(LOGIN_VALUE));
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(sent.login[0]).toMatchObject({ type: 'sms', firebaseIdToken: 'phone.jwt' });
    expect(sent.login[0]).not.toHaveProperty('firebaseChannel');
    expect(sent.sealed).toEqual([true]);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: 'tok-social' });
  });

  it('without a code sent (or after changing the number) it is auth/code-expired', async () => {
    renderForm();
    await userEvent.type(mobile(), '9171234567');
    await userEvent.type(code(), '123456');
    await submit();
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The code has expired or was not sent. Request a new code.',
      'Code: auth/code-expired',
    ]);

    await userEvent.click(sendButton());
    await screen.findByText(/We sent a code to/);
    await userEvent.type(mobile(), '8');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Code: auth/code-expired');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a wrong code: the translated text, the code and the reason, under the form', async () => {
    confirm.mockRejectedValueOnce(new IdentityError('auth/invalid-verification-code', 'wrong code'));
    renderForm();
    await sendTo('9171234567');
    await userEvent.type(code(), '000000');
    await submit();
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The verification code is incorrect.',
      'Code: auth/invalid-verification-code',
      'Reason: wrong code',
    ]);
  });

  it('a code for a number no member has: the platform refusal, translated', async () => {
    const { onSignedIn } = renderForm({ login: () => fail('not.exists.user', 'No such user.') });
    await sendTo('9171234567');
    await userEvent.type(code(), '123456');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This account does not exist.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a send refused by the provider shows its code, with the auth/unknown text for an unknown one', async () => {
    provider.sendPhoneCode.mockRejectedValueOnce(new IdentityError('auth/quota-exceeded'));
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Country code').textContent).toContain('+63'));
    await userEvent.type(mobile(), '9171234567');
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The verification could not be completed.');
    expect(alert.textContent).toContain('Code: auth/quota-exceeded');
  });

  it('runs one request at a time', async () => {
    let release: (token: string) => void = () => undefined;
    confirm.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const { onSignedIn } = renderForm();
    await sendTo('9171234567');
    await userEvent.type(code(), '123456');
    await submit();
    expect(screen.getByRole('button', { name: 'Signing in…' }).hasAttribute('disabled')).toBe(true);
    screen.getByRole('button', { name: 'Signing in…' }).closest('form')?.requestSubmit();
    release('phone.jwt');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
