import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../../lib/i18n/translator';
import { fail, json, ok } from '../../../lib/http/test-support';
import { initEnglish } from '../../../test/i18n-en';
import { demoSettings } from '../../../test/demo-settings';
import { subscribe, type NotifyEvent } from '../../../lib/notify/notify';
import { COUNTDOWN_REFRESH_MS } from '../../../lib/use-countdown';
import { deferred } from '../../../test/app-harness';
import { CREDENTIALS, renderDialog, restore, type FakePlatform } from './test-support';
import { findVerifyButton } from '../../../test/human-verification';

// The built-in adapter without the platform and the worker (only the verification-before-a-text test uses it).
const verifier = vi.hoisted(() => ({ init: vi.fn(), verify: vi.fn(), reset: vi.fn() }));
vi.mock('../../../lib/human-verification/builtin-verifier', () => ({ createBuiltinVerifier: () => verifier }));

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});
afterEach(restore);

const SMS_ONLY = { email: false, ga: false, sms: true, payeeName: false };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const sendButton = () => screen.getByRole('button', { name: /^(Send code|Resend in \d+ s|Sending…)$/ }) as HTMLButtonElement;

async function renderSms(platform: FakePlatform = {}, flags = SMS_ONLY) {
  const view = renderDialog(i18n, { flags, platform });
  await screen.findByRole('button', { name: 'Country code +63' });
  return view;
}

describe('sending the code (doc A §4, §5)', () => {
  it('needs a mobile number: flagged on the number field, focused, nothing sent', async () => {
    const { sent } = await renderSms();
    await userEvent.type(field('Mobile number'), '  ');
    await userEvent.click(sendButton());
    expect(field('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('Mobile number'))).toBe('Enter your mobile number.');
    expect(document.activeElement).toBe(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '12');
    await userEvent.click(sendButton());
    expect(errorOf(field('Mobile number'))).toBe('Enter a mobile number of 4 to 15 digits.');
    expect(sent.sms).toHaveLength(0);
  });

  it('sends the dialling code and the number, says where, and moves to the code field', async () => {
    const { sent } = await renderSms();
    await userEvent.type(field('Mobile number'), ' 917 123 4567 ');
    await userEvent.click(sendButton());
    await vi.waitFor(() => expect(sent.sms).toHaveLength(1));
    expect(sent.sms[0]).toEqual({ countryDialingCode: '63', mobileNum: '9171234567', loginDeviceId: CREDENTIALS.loginDeviceId });
    expect((await screen.findByText('Code sent to +639171234567.')).getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(field('Verification code'));
  });

  it('counts the resend wait down from expirationTime, refreshed every 500 ms, then allows a resend', async () => {
    const { sent } = await renderSms({ sendSms: () => ok({ expirationTime: 60 }) });
    await userEvent.type(field('Mobile number'), '9171234567');
    vi.useFakeTimers();
    fireEvent.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sendButton().textContent).toBe('Resend in 60 s');
    expect(sendButton().disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000 + COUNTDOWN_REFRESH_MS));
    expect(sendButton().textContent).toBe('Resend in 59 s');
    fireEvent.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(57_000));
    expect(sendButton().textContent).toMatch(/^Resend in [12] s$/);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(sendButton().textContent).toBe('Send code');
    expect(sendButton().disabled).toBe(false);
    expect(sent.sms).toHaveLength(1);

    fireEvent.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent.sms).toHaveLength(2);
  });

  it('sends one code request at a time', async () => {
    const answer = deferred();
    const { sent } = await renderSms({ sendSms: () => answer.promise });
    await userEvent.type(field('Mobile number'), '9171234567');
    const button = sendButton();
    act(() => {
      button.click();
      button.click();
    });
    await vi.waitFor(() => expect(sent.sms).toHaveLength(1));
    expect(sendButton().textContent).toBe('Sending…');
    answer.release(ok({ expirationTime: 60 }));
    await screen.findByText('Code sent to +639171234567.');
    expect(sent.sms).toHaveLength(1);
  });

  it('TOO_MANY_REQUEST_SMS shows the wait from retryAfter on the number field and on the button', async () => {
    await renderSms({ sendSms: () => json({ success: false, errorCode: 'TOO_MANY_REQUEST_SMS', value: { retryAfter: 42 } }, { status: 429 }) });
    await userEvent.type(field('Mobile number'), '9171234567');
    await userEvent.click(sendButton());
    await vi.waitFor(() => expect(errorOf(field('Mobile number'))).toBe('Too many codes requested. You can ask for another in 42 s.'));
    expect(sendButton().textContent).toBe('Resend in 42 s');
    expect(sendButton().disabled).toBe(true);
  });

  it("a number the platform refuses is flagged with the code's message", async () => {
    await renderSms({ sendSms: () => fail('mobile.invalid', 'This mobile number is not valid.') });
    await userEvent.type(field('Mobile number'), '0000');
    await userEvent.click(sendButton());
    await vi.waitFor(() => expect(errorOf(field('Mobile number'))).toBe('This mobile number is not valid.'));
    expect(sendButton().textContent).toBe('Send code');
  });

  it('the resend wait survives switching tabs (the platform would refuse a resend anyway)', async () => {
    await renderSms({}, { email: true, ga: false, sms: true, payeeName: false });
    await userEvent.type(field('Mobile number'), '9171234567');
    await userEvent.click(sendButton());
    await screen.findByText('Code sent to +639171234567.');
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Text message' }));
    expect(field('Mobile number').value).toBe('');
    expect(sendButton().textContent).toMatch(/^Resend in (60|59) s$/);
  });
});

describe('with verification before a text (captchaSettings.sms, decision 020)', () => {
  it('sends nothing until verified, then sends the result with the number and resets the widget', async () => {
    verifier.init.mockReset().mockResolvedValue(undefined);
    verifier.verify.mockReset().mockResolvedValue('PAYLOAD1');
    const notices: NotifyEvent[] = [];
    const stop = subscribe((e) => {
      notices.push(e);
      if (e.type === 'notice') e.confirm();
    });
    const settings = demoSettings();
    const { sent } = renderDialog(i18n, { flags: SMS_ONLY, settings: { ...settings, captcha: { ...settings.captcha, sms: true } } });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9171234567');
    await userEvent.click(sendButton());
    expect(notices).toContainEqual(expect.objectContaining({ type: 'notice', payload: expect.objectContaining({ messageKey: 'hv.verify_first' }) }));
    expect(sent.sms).toHaveLength(0);

    const verify = () => findVerifyButton();
    await userEvent.click(await verify());
    await vi.waitFor(() => expect(within(screen.getByRole('group', { name: 'Human verification' })).getByRole('status').textContent).toBe('Verified'));
    await userEvent.click(sendButton());
    await vi.waitFor(() => expect(sent.sms).toHaveLength(1));
    expect(sent.sms[0]).toMatchObject({ countryDialingCode: '63', mobileNum: '9171234567', captcha: 'PAYLOAD1' });
    expect(await verify()).toBeTruthy();
    stop();
  });
});
