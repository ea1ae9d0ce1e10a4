import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '../../../lib/i18n/translator';
import { getSession } from '../../../lib/session/session-store';
import { ok } from '../../../lib/http/test-support';
import { initEnglish } from '../../../test/i18n-en';
import { deferred } from '../../../test/app-harness';
import { LOGIN_VALUE, renderDialog, restore } from './test-support';
import { OVERLAY_ANIMATION_MS as CLOSE_ANIMATION_MS } from '../../../lib/overlay/motion';
import { COMPLETE_AFTER_MESSAGE_MS, PASS_MESSAGE_MS } from './timing';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});
afterEach(restore);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

/**
 * Fake timers (Date too, so countdowns follow). user-event waits on timers of its own, so
 * tests on fake time act through fireEvent.
 */
function fakeTime() {
  vi.useFakeTimers();
}
const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('TwoFactorDialog: layout and tabs (doc A §2)', () => {
  it('is a modal named Verification with the tip, a labelled close button and the four tabs in order', () => {
    renderDialog(i18n);
    const dialog = screen.getByRole('dialog', { name: 'Verification' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your current IP address is not recorded, so one verification is needed to sign in.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Verification method' })).toBeTruthy();
    expect(tabNames()).toEqual(['Payee name', 'Text message', 'Authenticator', 'Email']);
    expect(selectedTab().textContent).toBe('Payee name');
    const panel = screen.getByRole('tabpanel', { name: 'Payee name' });
    expect(within(panel).getByLabelText('Registered payee name')).toBeTruthy();
  });

  it('shows only the available methods and selects the first available one', () => {
    renderDialog(i18n, { flags: { email: true, ga: true, sms: false, payeeName: false } });
    expect(tabNames()).toEqual(['Authenticator', 'Email']);
    expect(selectedTab().textContent).toBe('Authenticator');
    expect(screen.getByLabelText('Authenticator code')).toBeTruthy();
  });

  it('says so when no method is available, and can still be closed', () => {
    renderDialog(i18n, { flags: { email: false, ga: false, sms: false, payeeName: false } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/No verification method/);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('moves focus into the dialog, on the first field', () => {
    renderDialog(i18n);
    expect(document.activeElement).toBe(screen.getByLabelText('Registered payee name'));
  });

  it('moves between tabs with the arrow keys, Home and End (one Tab stop)', async () => {
    renderDialog(i18n);
    const payee = screen.getByRole('tab', { name: 'Payee name' });
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    payee.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Text message');
    expect(document.activeElement).toBe(selectedTab());
    await userEvent.keyboard('{End}');
    expect(selectedTab().textContent).toBe('Email');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Payee name');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab().textContent).toBe('Email');
    await userEvent.keyboard('{Home}');
    expect(selectedTab().textContent).toBe('Payee name');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('follows the reading direction: in right-to-left text ArrowLeft goes to the next tab', async () => {
    document.documentElement.dir = 'rtl';
    try {
      renderDialog(i18n);
      screen.getByRole('tab', { name: 'Payee name' }).focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(selectedTab().textContent).toBe('Text message');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('clears the form (values and errors) when another tab is chosen', async () => {
    renderDialog(i18n);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the payee name.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'ann@example.com');
    await userEvent.click(screen.getByRole('tab', { name: 'Payee name' }));
    expect(screen.queryByText('Enter the payee name.')).toBeNull();
    expect(screen.getByLabelText('Registered payee name').getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });
});

describe('TwoFactorDialog: success sequence (doc A §4, §9)', () => {
  it('stores the session, shows "Verification passed" for 1.5 s, and signs in 0.5 s later', async () => {
    fakeTime();
    const { onSignedIn, onClose, sent } = renderDialog(i18n);
    typeInto('Registered payee name', 'Ann Lee');
    press('Verify');
    await advance(0);

    expect(sent.sealed).toEqual([true]);
    expect(getSession()?.token).toBe(LOGIN_VALUE.token);
    const status = () => screen.getAllByRole('status').map((s) => s.textContent).join('|');
    expect(status()).toContain('Verification passed');

    await advance(PASS_MESSAGE_MS - 1);
    expect(status()).toContain('Verification passed');
    await advance(1);
    expect(status()).not.toContain('Verification passed');
    expect(onSignedIn).not.toHaveBeenCalled();

    await advance(COMPLETE_AFTER_MESSAGE_MS - 1);
    expect(onSignedIn).not.toHaveBeenCalled();
    await advance(1);
    expect(onSignedIn).toHaveBeenCalledWith(LOGIN_VALUE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be dismissed or submitted again while the success message shows', async () => {
    fakeTime();
    const { onClose, sent } = renderDialog(i18n);
    typeInto('Registered payee name', 'Ann Lee');
    press('Verify');
    await advance(0);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    press('Verify');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    await advance(CLOSE_ANIMATION_MS);
    expect(onClose).not.toHaveBeenCalled();
    expect(selectedTab().textContent).toBe('Payee name');
    expect(sent.verify).toHaveLength(1);
  });
});

describe('TwoFactorDialog: closing (doc A §4 "Closing unmounts the modal after its animation")', () => {
  it.each([
    ['the close button', () => press('Close')],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    [
      'a tap on the backdrop',
      () => {
        const backdrop = screen.getByRole('dialog').parentElement!;
        fireEvent.mouseDown(backdrop);
        fireEvent.click(backdrop);
      },
    ],
  ])('%s plays the 250 ms closing animation, then calls onClose', async (_how, close) => {
    fakeTime();
    const { onClose, onSignedIn } = renderDialog(i18n);
    close();
    expect(screen.getByRole('dialog').parentElement?.className).toContain('dialog-backdrop--closing');
    await advance(CLOSE_ANIMATION_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('does not close on a tap inside the dialog that ends on the backdrop', async () => {
    fakeTime();
    const { onClose } = renderDialog(i18n);
    fireEvent.mouseDown(screen.getByLabelText('Registered payee name'));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    await advance(CLOSE_ANIMATION_MS);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when the person prefers reduced motion', async () => {
    fakeTime();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { onClose } = renderDialog(i18n);
    press('Close');
    await advance(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits for a verification in flight before it can be closed', async () => {
    fakeTime();
    const answer = deferred();
    const { onClose } = renderDialog(i18n, { platform: { verify: () => answer.promise } });
    typeInto('Registered payee name', 'Ann Lee');
    press('Verify');
    await advance(0);
    press('Close');
    await advance(CLOSE_ANIMATION_MS);
    expect(onClose).not.toHaveBeenCalled();
    answer.release(ok(LOGIN_VALUE));
    await advance(0);
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Verification passed')).toBe(true);
  });

  it('keeps Tab inside the dialog', async () => {
    renderDialog(i18n, { flags: { email: true, ga: false, sms: false, payeeName: false } });
    const close = screen.getByRole('button', { name: 'Close' });
    const verify = screen.getByRole('button', { name: 'Verify' });
    verify.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(verify);
  });
});

