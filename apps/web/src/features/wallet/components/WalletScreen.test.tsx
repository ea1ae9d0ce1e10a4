import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WalletHistory, WalletHistoryEntry } from '@portico/contract/wallet';
import type { WithdrawAccountInfo } from '@portico/contract/withdraw';
import { ok } from '../../../lib/http/test-support';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import { WalletScreen } from './WalletScreen';

const HISTORY = '/wps/relay/MCSFE_getWalletHistory';
const ACCOUNTS: WithdrawAccountInfo = {
  fullBankCardList: [{ accountId: 4, bankName: 'BDO Unibank', maskedNumber: '•••• 6789', holderName: 'Ana Cruz', pixKeyType: null, createdAt: '2026-11-20T10:00:00.000Z' }],
  fullEWalletList: [],
  fullVirtualWalletList: [],
  banks: [],
  pixEnabled: false,
};

const entry = (entryId: number, over: Partial<WalletHistoryEntry> = {}): WalletHistoryEntry => ({
  entryId,
  kind: 'deposit',
  state: 'credited',
  amount: 100_000,
  currency: 'PHP',
  reference: `o-${entryId}`,
  detail: 'GCash',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

beforeEach(() => {
  setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false });
});
afterEach(() => {
  clearSession();
  restoreApp();
});

/** The screen against a platform whose history answers `pages(query)`; the queries asked are kept. */
async function renderScreen(pages: (q: URLSearchParams) => Omit<WalletHistory, 'filter' | 'page' | 'size'>) {
  const asked: URLSearchParams[] = [];
  await act(async () =>
    renderWithApp(await initEnglish(), <WalletScreen />, {
      settings: demoSettings(),
      paths: {
        '/wps/relay/MCSFE_getWalletBalance': () => ok({ currency: 'PHP', balance: 125_000, held: 5_000 }),
        '/wps/relay/MCSFE_getWithdrawAccountInfo': () => ok(ACCOUNTS),
        [HISTORY]: (_body, request) => {
          const q = new URL(request.url, 'http://test').searchParams;
          asked.push(q);
          return ok({ filter: q.get('filter'), page: Number(q.get('page')), size: Number(q.get('size')), ...pages(q) });
        },
      },
    }),
  );
  return asked;
}

it('shows the balance, Deposit and Withdraw, the bound account, and each movement signed with its state', async () => {
  await renderScreen(() => ({
    total: 3,
    hasMore: false,
    entries: [
      entry(3, { kind: 'withdrawal_returned', state: 'returned', amount: 30_000, reference: 'w-2', detail: 'BDO Unibank •••• 6789' }),
      entry(2, { kind: 'withdrawal', state: 'pending', amount: -20_000, reference: 'w-1', detail: 'BDO Unibank •••• 6789' }),
      entry(1),
    ],
  }));
  expect(await screen.findByText('₱1,250.00')).toBeTruthy();
  expect(screen.getByText('On hold: ₱50.00')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/voucherCenter');
  expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/withdraw');
  const accounts = screen.getByRole('region', { name: 'Your accounts' });
  expect(within(accounts).getByText('Ana Cruz')).toBeTruthy();
  expect(within(accounts).getByRole('link', { name: 'Add a bank card' })).toBeTruthy();
  expect(within(accounts).queryByRole('link', { name: 'Add a Pix key' })).toBeNull();

  const history = screen.getByRole('region', { name: 'Transaction history' });
  const rows = await within(history).findAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^Withdrawal returnedBDO Unibank •••• 6789.*\+₱300\.00Returned$/),
    expect.stringMatching(/^WithdrawalBDO Unibank •••• 6789.*\u2212₱200\.00Pending$/),
    expect.stringMatching(/^DepositGCash.*\+₱1,000\.00Credited$/),
  ]);
  // The date in the member's language (English here) and the device's time zone.
  const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-23T10:00:00.000Z'));
  expect(within(rows[2]!).getByText(when).getAttribute('datetime')).toBe('2026-11-23T10:00:00.000Z');
  expect(within(history).getByText('Showing 3 of 3')).toBeTruthy();
  expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
});

it('filters with pressed chips in a labelled group and says so when a filter has nothing, with a way to deposit', async () => {
  const asked = await renderScreen((q) => (q.get('filter') === 'withdrawals' ? { total: 0, hasMore: false, entries: [] } : { total: 1, hasMore: false, entries: [entry(1)] }));
  const group = await screen.findByRole('group', { name: 'Show transactions' });
  const chip = (name: string) => within(group).getByRole('button', { name });
  expect(chip('All').getAttribute('aria-pressed')).toBe('true');
  await screen.findByText('+₱1,000.00');
  fireEvent.click(chip('Withdrawals'));
  expect(await screen.findByText('No withdrawals yet. The withdrawals you request will show here.')).toBeTruthy();
  expect(chip('Withdrawals').getAttribute('aria-pressed')).toBe('true');
  expect(chip('All').getAttribute('aria-pressed')).toBe('false');
  const history = screen.getByRole('region', { name: 'Transaction history' });
  expect(within(history).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/voucherCenter');
  expect(asked.map((q) => q.get('filter'))).toEqual(['all', 'withdrawals']);
});

it("says a new member's history is empty and offers the deposit", async () => {
  await renderScreen(() => ({ total: 0, hasMore: false, entries: [] }));
  expect(await screen.findByText('No transactions yet. Make a deposit and it will show here.')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Transaction history' })).getAllByRole('link', { name: 'Deposit' })).toHaveLength(1);
});

it('loads the next page under the first, and keeps a movement that moved between pages once', async () => {
  const asked = await renderScreen((q) =>
    q.get('page') === '1'
      ? { total: 4, hasMore: true, entries: [entry(9), entry(8), entry(7)] }
      : { total: 4, hasMore: false, entries: [entry(7), entry(6)] },
  );
  const more = await screen.findByRole('button', { name: 'Load more' });
  expect(screen.getByText('Showing 3 of 4')).toBeTruthy();
  fireEvent.click(more);
  await waitFor(() => expect(screen.getByText('Showing 4 of 4')).toBeTruthy());
  const rows = within(screen.getByRole('region', { name: 'Transaction history' })).getAllByRole('listitem');
  expect(rows).toHaveLength(4);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(asked.map((q) => [q.get('page'), q.get('size')])).toEqual([
    ['1', '20'],
    ['2', '20'],
  ]);
});
