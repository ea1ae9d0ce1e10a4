import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { encodeCsPath } from '@portico/contract/domains';
import { ok } from '../../../lib/http/test-support';
import { clearSession, setSession } from '../../../lib/session/session-store';
import type { I18n } from '../../../lib/i18n/translator';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import { ReferralEntry } from './ReferralEntry';

const availability = (common: boolean, personal: boolean) => ({
  APP_DOWNLOAD: { enabled: false, count: 0 },
  REFERRAL: { enabled: common, count: common ? 1 : 0 },
  REFERRAL_PERSONAL: { enabled: personal, count: personal ? 1 : 0 },
  promotions: [],
});
const session = (type: 0 | 1 | 2 | 4) => ({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'p7', type, firstTimeLogin: false });
const general = { title: 'Live chat', path: encodeCsPath('https://chat.example.com/demo'), csType: 'LIVECHAT' as const };

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});
afterEach(() => {
  restoreApp();
  clearSession();
});

async function renderEntry(common: boolean, personal: boolean, settings = demoSettings({ customerService: [general] })) {
  const memory = memoryLocation({ path: '/home', record: true });
  let view!: ReturnType<typeof renderWithApp>;
  await act(async () => {
    view = renderWithApp(
      i18n,
      <Router hook={memory.hook}>
        <ReferralEntry />
      </Router>,
      { settings, paths: { '/wps/relay/MCSFE_getMerchantAvailablePromotions': () => ok(availability(common, personal)) } },
    );
  });
  const button = await screen.findByRole('button', { name: 'Start inviting' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return { memory, notify: view.notify, button, unmount: view.unmount };
}

describe('ReferralEntry (doc E §4, in order)', () => {
  it('a visitor with the referral promotion off gets the coming-soon notice and stays', async () => {
    const { memory, notify, button } = await renderEntry(false, true);
    fireEvent.click(button);
    await waitFor(() => expect(notify.events.some((e) => e.type === 'notice' && e.payload.messageKey === 'referral.coming_soon')).toBe(true));
    expect(memory.history).toEqual(['/home']);
  });

  it('a signed-in agent (type 1) goes to the agent page even with the personal promotion off', async () => {
    setSession(session(1));
    const { memory, button } = await renderEntry(true, false);
    fireEvent.click(button);
    expect(memory.history?.at(-1)).toBe('/agentRegister');
  });

  it('a member goes to invite friends with both promotions on, else to customer service', async () => {
    setSession(session(0));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const first = await renderEntry(true, true);
    fireEvent.click(first.button);
    expect(first.memory.history?.at(-1)).toBe('/inviteFriends');
    first.unmount();
    restoreApp();

    const second = await renderEntry(true, false, demoSettings({ customerService: [general], agentCustomerTypes: [2] }));
    fireEvent.click(second.button);
    expect(open).toHaveBeenCalledWith('https://chat.example.com/demo', '_blank', 'noopener,noreferrer');
    expect(second.memory.history).toEqual(['/home']);
  });
});
