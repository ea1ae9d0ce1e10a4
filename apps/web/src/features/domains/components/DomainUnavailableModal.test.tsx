import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../lib/i18n/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../../../lib/i18n/translator';
import { encodeCsPath } from '@portico/contract/domains';
import { ApiError } from '../../../lib/http/api-error';
import { AFFILIATE_INFO_KEY } from '../../../lib/affiliate/affiliate-info';
import { initEnglish } from '../../../test/i18n-en';
import type { WayOut } from '../model/find-way-out';
import { DomainUnavailableModal } from './DomainUnavailableModal';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initEnglish();
});

function setup(way: WayOut, error: unknown = new ApiError({ kind: 'business', errorCode: 'domain_not_available', message: 'This domain is not available.' })) {
  let release: (w: WayOut) => void = () => undefined;
  const find = () => new Promise<WayOut>((resolve) => (release = resolve));
  const go = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DomainUnavailableModal error={error} find={find} go={go} />
    </I18nProvider>,
  );
  return { go, release: () => release(way) };
}

describe('DomainUnavailableModal', () => {
  it('shows the loading indicator while the check runs, then the message, customer service and retry', async () => {
    localStorage.setItem(AFFILIATE_INFO_KEY, JSON.stringify({ affiliateCode: 'AFF1', referralCode: 'REF2' }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { go, release } = setup({ customerService: [{ title: 'Chat', path: encodeCsPath('https://chat.example.com/x') }], target: 'https://fast.example.com' });
    expect(screen.getByRole('status').textContent).toContain('Finding a working address…');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    release();
    const dialog = await screen.findByRole('alertdialog', { name: 'Cannot reach the site' });
    expect(dialog.textContent).toContain('This domain is not available.');
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.com/x', '_blank', 'noopener,noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(go).toHaveBeenCalledWith('https://fast.example.com/m/index.html?affiliateCode=AFF1&r=REF2');
    localStorage.clear();
  });

  it('says Error without a message, hides customer service without an entry, and retries here when no domain answered', async () => {
    const { go, release } = setup({ customerService: [], target: null }, new ApiError({ kind: 'business' }));
    release();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('.dialog__message')?.textContent).toBe('Error');
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(go).toHaveBeenCalledWith(`${location.origin}/m/index.html`);
  });
});
