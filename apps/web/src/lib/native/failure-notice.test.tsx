import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../i18n/react';
import type { I18n } from '../i18n/translator';
import { NotifyHost } from '../../components/ui/NotifyHost';
import { initEnglish } from '../../test/i18n-en';
import { OverlayHost } from '../../test/overlay-host';
import { NativeCallError } from './bridge';
import { showNativeFailure } from './failure-notice';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
  render(
    <I18nProvider i18n={i18n}>
      <NotifyHost />
      <OverlayHost />
    </I18nProvider>,
  );
});
afterEach(() => document.body.replaceChildren());

describe('native Failure text (doc A §8, A8.17)', () => {
  it("shows the wrapper's Failure text in a notice with a confirm button", async () => {
    let shown = false;
    act(() => {
      shown = showNativeFailure(new NativeCallError('Failure: LINE app not installed'));
    });
    expect(shown).toBe(true);
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Failure: LINE app not installed');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes the bare callback text too, whatever its case', async () => {
    act(() => void showNativeFailure('  failure: no network  '));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('failure: no network');
  });

  it('shows nothing for a text that is not a failure', () => {
    let shown = true;
    act(() => {
      shown = showNativeFailure('OK: closed') || showNativeFailure(new Error('Failure elsewhere')) || showNativeFailure(null);
    });
    expect(shown).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
