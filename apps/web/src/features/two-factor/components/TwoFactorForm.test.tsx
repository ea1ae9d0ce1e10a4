import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../../lib/i18n/translator';
import { fail, json } from '../../../lib/http/test-support';
import { getSession } from '../../../lib/session/session-store';
import { initEnglish } from '../../../test/i18n-en';
import { deferred } from '../../../test/app-harness';
import { CREDENTIALS, LOGIN_VALUE, renderDialog, restore } from './test-support';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});
afterEach(restore);

const only = (method: 'email' | 'ga' | 'sms' | 'payeeName') => ({
  email: method === 'email',
  ga: method === 'ga',
  sms: method === 'sms',
  payeeName: method === 'payeeName',
});
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verify' }));
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('validation (doc A §5)', () => {
  it.each([
    ['payeeName', 'Registered payee name', 'Enter the payee name.'],
    ['email', 'Email address', 'Enter your email address.'],
    ['ga', 'Authenticator code', 'Enter the code from your authenticator app.'],
  ] as const)('%s: a blank (or only spaces) value is flagged on the field, focused, and nothing is sent', async (method, label, message) => {
    const { sent } = renderDialog(i18n, { flags: only(method) });
    await userEvent.type(field(label), '   ');
    await verify();
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field(label))).toBe(message);
    expect(document.activeElement).toBe(field(label));
    expect(sent.verify).toHaveLength(0);
  });

  it('sms: the mobile number and the code are both needed; the first missing one is focused', async () => {
    const { sent } = renderDialog(i18n, { flags: only('sms') });
    await screen.findByRole('button', { name: 'Country code +63' });
    await verify();
    expect(errorOf(field('Mobile number'))).toBe('Enter your mobile number.');
    expect(errorOf(field('Verification code'))).toBe('Enter the code we sent you.');
    expect(document.activeElement).toBe(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '9171234567');
    await verify();
    expect(field('Mobile number').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Verification code'));
    expect(sent.verify).toHaveLength(0);
  });

  it('ga: the code must be 6 digits', async () => {
    const { sent } = renderDialog(i18n, { flags: only('ga') });
    const input = field('Authenticator code');
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    await userEvent.type(input, '12a45');
    await verify();
    expect(errorOf(input)).toBe('The authenticator code has 6 digits.');
    expect(sent.verify).toHaveLength(0);
  });

  it('an error goes away when its field is edited', async () => {
    renderDialog(i18n, { flags: only('email') });
    await verify();
    expect(field('Email address').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field('Email address'), 'a');
    expect(field('Email address').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the request (doc A §3 "Two-factor request")', () => {
  it.each([
    ['payeeName', 'Registered payee name', '  Ann  Lee ', { method: 'P', payeeName: 'Ann  Lee' }],
    ['email', 'Email address', ' ann@example.com ', { method: 'E', email: 'ann@example.com' }],
    ['ga', 'Authenticator code', ' 123 456 ', { method: 'G', authCode: '123456' }],
  ] as const)('%s: sends the credentials, the device fields, the method and the trimmed answer', async (method, label, typed, answer) => {
    const { sent, onSignedIn } = renderDialog(i18n, { flags: only(method) });
    await userEvent.type(field(label), typed);
    await verify();
    await vi.waitFor(() => expect(sent.verify).toHaveLength(1));
    expect(sent.verify[0]).toEqual({ ...CREDENTIALS, ...answer });
    expect(sent.sealed).toEqual([true]);
    await vi.waitFor(() => expect(getSession()?.token).toBe(LOGIN_VALUE.token));
    expect(onSignedIn).not.toHaveBeenCalled(); // only after the success message (TwoFactorDialog.test)
  });

  it('sms: sends the dialling code, the number and the code', async () => {
    const { sent } = renderDialog(i18n, { flags: only('sms') });
    await waitFor(() => expect(screen.getByLabelText('Country code').textContent).toContain('+63'));
    await userEvent.click(screen.getByLabelText('Country code'));
    await userEvent.click(await screen.findByRole('option', { name: /\+66/ }));
    expect(screen.getByLabelText('Country code').textContent).toContain('+66');
    await userEvent.type(field('Mobile number'), ' 81 234-5678 ');
    await userEvent.type(field('Verification code'), ' 654321 ');
    await verify();
    await vi.waitFor(() => expect(sent.verify).toHaveLength(1));
    expect(sent.verify[0]).toEqual({ ...CREDENTIALS, method: 'S', countryDialingCode: '66', mobileNum: '812345678', verificationCode: '654321' });
  });

  it('sends one request at a time: a second submit while one runs does nothing', async () => {
    const answer = deferred();
    const { sent } = renderDialog(i18n, { flags: only('email'), platform: { verify: () => answer.promise } });
    await userEvent.type(field('Email address'), 'ann@example.com');
    const form = field('Email address').form!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await vi.waitFor(() => expect(sent.verify).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Verifying…' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(form);
    answer.release(fail('login.verify.failed', 'The verification details do not match this account.'));
    await screen.findByText('The verification details do not match this account.');
    expect(sent.verify).toHaveLength(1);
    await verify();
    await vi.waitFor(() => expect(sent.verify).toHaveLength(2));
  });
});

describe('refusals, shown inside the dialog', () => {
  it('a wrong answer keeps the dialog open, the input kept and flagged for correction', async () => {
    renderDialog(i18n, {
      flags: only('payeeName'),
      platform: { verify: () => fail('login.verify.failed', 'The verification details do not match this account.') },
    });
    await userEvent.type(field('Registered payee name'), 'Bob');
    await verify();
    await vi.waitFor(() => expect(errorOf(field('Registered payee name'))).toBe('The verification details do not match this account.'));
    expect(field('Registered payee name').value).toBe('Bob');
    expect(document.activeElement).toBe(field('Registered payee name'));
    expect(screen.getByRole('dialog', { name: 'Verification' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('a wrong sms code is shown on the code field, translated', async () => {
    renderDialog(i18n, { flags: only('sms'), platform: { verify: () => fail('verification.code.invalid', 'platform words') } });
    await screen.findByRole('button', { name: 'Country code +63' });
    await userEvent.type(field('Mobile number'), '9171234567');
    await userEvent.type(field('Verification code'), '000000');
    await verify();
    await vi.waitFor(() => expect(errorOf(field('Verification code'))).toBe('The verification code is incorrect.'));
    expect(field('Verification code').value).toBe('000000');
  });

  it("the platform's field errors go on their fields", async () => {
    renderDialog(i18n, {
      flags: only('email'),
      platform: {
        verify: () =>
          json({ success: false, errorCode: 'request.invalid', message: 'The request is not valid.', fieldErrors: [{ field: 'email', message: 'Too long.' }] }),
      },
    });
    await userEvent.type(field('Email address'), 'ann@example.com');
    await verify();
    await vi.waitFor(() => expect(errorOf(field('Email address'))).toBe('Too long.'));
    expect(screen.queryByText('The request is not valid.')).toBeNull();
  });

  it("any other refusal is one message above the button: the code's translation, else the platform's words", async () => {
    let answer = fail('server.error', 'boom');
    renderDialog(i18n, { flags: only('email'), platform: { verify: () => answer } });
    await userEvent.type(field('Email address'), 'ann@example.com');
    await verify();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
    answer = fail('account.frozen', 'This account is frozen.');
    await verify();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This account is frozen.'));
  });

  it('TOO_MANY_REQUEST_LOGIN shows the wait from Retry-After and blocks submit until it is over', async () => {
    const { sent } = renderDialog(i18n, {
      flags: only('email'),
      platform: {
        verify: () =>
          fail('TOO_MANY_REQUEST_LOGIN', 'Too many failed sign-in attempts.', { status: 429, headers: { 'Retry-After': '3' } }),
      },
    });
    await userEvent.type(field('Email address'), 'ann@example.com');
    await verify();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 3 s.');
    const button = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(field('Email address').form!);
    expect(sent.verify).toHaveLength(1);
    // Shown counting down; announced once (the alert keeps its first words).
    await screen.findByText('Too many attempts. Try again in 2 s.', {}, { timeout: 2000 });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in 3 s.');
    await vi.waitFor(() => expect(button.disabled).toBe(false), { timeout: 4000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
  });

  it('the wait also comes from value.retryAfter, and survives switching tabs', async () => {
    renderDialog(i18n, {
      flags: { email: true, ga: true, sms: false, payeeName: false },
      platform: { verify: () => json({ success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', value: { retryAfter: 40 } }) },
    });
    await userEvent.type(field('Authenticator code'), '123456');
    await verify();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 40 s.');
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many attempts\. Try again in (40|39) s\.$/);
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
