import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionInfo } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { memberLanguageRef } from '../../../lib/http/first-load-endpoints';
import { setSession } from '../../../lib/session/session-store';
import { i18n, setLanguage } from '../../../lib/i18n/i18n';
import { I18nProvider } from '../../../lib/i18n/react';
import { useT } from '../../../lib/i18n/keys';
import { LanguageSwitcher } from './LanguageSwitcher';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// The request layer is another module's concern: here only what is asked of it matters.
vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const member = (type: SessionInfo['type']): SessionInfo => ({
  id: 7,
  token: 'tok',
  merchantCode: 'm1',
  userName: 'lan',
  type,
  firstTimeLogin: false,
});

function HomeTitle() {
  const t = useT();
  return <h1>{t('home.title')}</h1>;
}

async function renderSwitcher() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <HomeTitle />
        <LanguageSwitcher supported={['EN', 'VI', 'AR']} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.getByRole('combobox', { name: 'Language' });
}

beforeEach(async () => {
  call.mockReset();
  call.mockResolvedValue({ language: 'VI' });
  await setLanguage('EN');
});

describe('LanguageSwitcher', () => {
  it('is a labelled select of the merchant languages, each named in itself', async () => {
    const select = await renderSwitcher();
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveProperty('value', 'EN');
    // .field__select carries the 44 px tap height (styles/global.css).
    expect(select.className).toContain('field__select');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Tiếng Việt', 'vi'],
      ['العربية', 'ar'],
    ]);
  });

  it('changes the visible text and the label to the chosen language', async () => {
    const select = await renderSwitcher();
    await userEvent.selectOptions(select, 'VI');
    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveProperty('value', 'VI');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('copies the choice to the platform for a signed-in member', async () => {
    setSession(member(0));
    const select = await renderSwitcher();
    await userEvent.selectOptions(select, 'AR');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(memberLanguageRef, {
        method: 'PUT',
        body: { language: 'AR', merchantCode: 'm1' },
        alert: false,
        slowToast: false,
      }),
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice when the platform copy fails', async () => {
    setSession(member(0));
    call.mockRejectedValue(new Error('offline'));
    const select = await renderSwitcher();
    await userEvent.selectOptions(select, 'VI');
    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('VI');
  });

  it.each([
    ['a restricted member (type 4)', () => setSession(member(4))],
    ['a visitor', () => undefined],
  ])('does not sync for %s', async (_who, signIn) => {
    signIn();
    const select = await renderSwitcher();
    await userEvent.selectOptions(select, 'VI');
    await screen.findByRole('heading', { name: 'Trang chủ' });
    expect(call).not.toHaveBeenCalled();
  });
});
