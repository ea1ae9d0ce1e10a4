import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { DepositChannel } from '@portico/contract/wallet';
import { events } from '../../../lib/events/app-events';
import { ok } from '../../../lib/http/test-support';
import { RESUBMIT_LOCK_MS } from '../../../lib/submit/submit-guard';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { deferred, renderWithApp, restoreApp } from '../../../test/app-harness';
import { demoSettings } from '../../../test/demo-settings';
import { initEnglish } from '../../../test/i18n-en';
import { DepositForm } from './DepositForm';

const CHANNELS: DepositChannel[] = [{ channelId: 3, name: 'GCash', currency: 'PHP', minAmount: 10_000, maxAmount: 5_000_000, quickAmounts: [50_000] }];
const PATH = '/wps/relay/MCSFE_createDepositOrder';
const ORDER = {
  orderId: 'o-1',
  channelName: 'GCash',
  amount: 50_000,
  currency: 'PHP',
  status: 'pending',
  checkoutUrl: '/sandbox-pay/checkout/o-1',
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-23T10:30:00.000Z',
  paidAt: null,
  firstDeposit: false,
};

beforeEach(() => {
  sessionStorage.clear();
  setSession({ id: 7, token: 'tok-7', merchantCode: 'DEMO', userName: 'ann', type: 0, firstTimeLogin: false });
});
afterEach(() => {
  clearSession();
  restoreApp();
});

async function renderForm(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const goTo = vi.fn();
  const bodies: Record<string, unknown>[] = [];
  await act(async () =>
    renderWithApp(await initEnglish(), <DepositForm channels={CHANNELS} goTo={goTo} />, {
      settings: demoSettings(),
      paths: { [PATH]: (body) => (bodies.push(body), answer(body)) },
    }),
  );
  return { goTo, bodies, submit: await screen.findByRole('button', { name: 'Continue to payment' }) };
}

it('sends nothing for an amount it refuses, and says why on the field', async () => {
  const { bodies, submit } = await renderForm(() => ok(ORDER));
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '12.345' } });
  fireEvent.click(submit);
  expect((await screen.findByRole('alert')).textContent).toBe('Too many digits after the decimal point.');
  expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true');
  expect(bodies).toEqual([]);
});

it('submits a double tap once, tells the bus, and goes to the checkout', async () => {
  const pending = deferred();
  const { goTo, bodies, submit } = await renderForm(() => pending.promise);
  const tracked = vi.fn();
  const stop = events.on('deposit-tracked', tracked);
  fireEvent.click(await screen.findByRole('button', { name: '₱500.00' }));
  fireEvent.click(submit);
  fireEvent.click(submit);
  await waitFor(() => expect(bodies).toHaveLength(1));
  pending.release(ok(ORDER));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/sandbox-pay/checkout/o-1'));
  stop();
  expect(bodies[0]).toMatchObject({ channelId: 3, amount: 50_000 });
  expect(tracked).toHaveBeenCalledTimes(1);
  // The record is the submit's idempotency key: the platform's depositSubmit has the same event id (decision 059).
  expect(tracked).toHaveBeenCalledWith({ customerId: 7, customerName: 'ann', currency: 'PHP', amount: 500, value: 500, revenue: 500, stage: 'submitted', first: false, record: bodies[0]!.idempotencyKey });
});

it('sends a retry after a lost connection with the same key, and a new deposit with a new one', async () => {
  let calls = 0;
  const { goTo, bodies, submit } = await renderForm(() => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch');
    return ok(ORDER);
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
  fireEvent.click(submit);
  await waitFor(() => expect(bodies.length).toBeGreaterThanOrEqual(1));
  await waitFor(() => expect(submit.getAttribute('aria-busy')).toBeNull());
  expect(goTo).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, RESUBMIT_LOCK_MS + 50)); // the guard's lock after a submit
  fireEvent.click(submit);
  await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
  expect(new Set(bodies.map((b) => b.idempotencyKey)).size).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, RESUBMIT_LOCK_MS + 50)); // the guard's lock after a submit
  fireEvent.click(submit);
  await waitFor(() => expect(goTo).toHaveBeenCalledTimes(2));
  expect(bodies.at(-1)?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
}, 10_000);
