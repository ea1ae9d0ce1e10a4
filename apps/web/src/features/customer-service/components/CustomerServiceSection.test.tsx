import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCsPath } from '@portico/contract/domains';
import { ok } from '../../../lib/http/test-support';
import { clearSession, setSession } from '../../../lib/session/session-store';
import type { I18n } from '../../../lib/i18n/translator';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import CustomerServiceSection from './CustomerServiceSection';

const entries = [{ id: 1, title: 'Live chat', path: encodeCsPath('https://chat.example.com/demo'), csType: 'LIVECHAT', csPosition: 1, labelIds: [] }];
const member = (type: 0 | 4) => ({ id: 5, token: `tok-${type}`, merchantCode: 'DEMO', userName: 'p5', type, firstTimeLogin: false });

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});
afterEach(() => {
  restoreApp();
  clearSession();
});

async function renderSection(chatVendor: 'LIVECHAT' | 'COMM100') {
  const launches: Record<string, unknown>[] = [];
  const open = vi.fn();
  vi.stubGlobal('open', open);
  await act(async () => {
    renderWithApp(i18n, <CustomerServiceSection labelId={null} />, {
      settings: demoSettings({ chat: { available: true, vendor: chatVendor } }),
      paths: {
        '/wps/relay/WPSCORE_getCustomerServiceScript': () => ok(entries),
        // A link this test can follow in jsdom: only the call and its body matter here.
        '/wps/relay/CBS_launchChat': (body) => (launches.push(body), ok({ chatUrl: `${location.origin}/m/home#chat` })),
      },
    });
  });
  return { launches, open };
}

describe('customer-service entries of the chat vendor (decision 039)', () => {
  it('open the member\'s own chat through CBS_launchChat, not the entry\'s link', async () => {
    setSession(member(0));
    const { launches, open } = await renderSection('LIVECHAT');
    fireEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]).toMatchObject({ b2c: 1, title: 'Live chat', language: 'EN', headerColor: '#0b4fa8' });
    expect(open).not.toHaveBeenCalled();
  });

  it('keep their own link for another vendor\'s entry, a visitor and a type-4 member', async () => {
    for (const [vendor, session] of [['COMM100', member(0)], ['LIVECHAT', null], ['LIVECHAT', member(4)]] as const) {
      if (session) setSession(session);
      else clearSession();
      const { launches, open } = await renderSection(vendor);
      fireEvent.click(await screen.findByRole('button', { name: /Live chat/ }));
      expect(open).toHaveBeenCalledWith('https://chat.example.com/demo', '_blank', 'noopener,noreferrer');
      expect(launches).toEqual([]);
      restoreApp();
      cleanup();
    }
  });
});
