import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { request } from './request.ts';
import { SLOW_CALL_MS, VERY_SLOW_CALL_MS } from './slow-call.ts';
import { hangingFetch, ok, recordNotify, settle, stubFetch } from './test-support.ts';

let notify: ReturnType<typeof recordNotify>;
beforeEach(() => {
  vi.useFakeTimers();
  notify = recordNotify();
});
afterEach(() => {
  notify.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The loading indicator showing now: the last one shown and not yet done or hidden. */
function showing(): string | null {
  const open = new Map<number, string>();
  for (const e of notify.events) {
    if (e.type === 'loading') open.set(e.id, e.payload.messageKey ?? 'common.loading');
    else if (e.type === 'loading-done') open.delete(e.id);
    else if (e.type === 'hide-loading') open.clear();
  }
  return [...open.values()].at(-1) ?? null;
}

it('shows a loading toast when a POST has not answered in 5 s, changes its words at 10 s, and removes it on the answer', async () => {
  let answer: (r: Response) => void = () => undefined;
  stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
  const call = request({ url: '/wps/session/login', method: 'POST', body: {} });
  await vi.advanceTimersByTimeAsync(SLOW_CALL_MS - 1);
  expect(showing()).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  expect(showing()).toBe('common.slow_call');
  await vi.advanceTimersByTimeAsync(VERY_SLOW_CALL_MS - SLOW_CALL_MS);
  expect(showing()).toBe('common.very_slow_call');
  answer(ok({ token: 't' }));
  await expect(call).resolves.toEqual({ token: 't' });
  expect(showing()).toBeNull();
});

it('never shows it for a call that answers within 5 s', async () => {
  stubFetch(() => ok(1));
  await request({ url: '/wps/member/feedback', method: 'POST', body: {} });
  await vi.advanceTimersByTimeAsync(VERY_SLOW_CALL_MS * 2);
  expect(notify.events.filter((e) => e.type === 'loading')).toEqual([]);
});

it('removes it when the call times out at 30 s (and shows the time-out notice instead)', async () => {
  stubFetch(hangingFetch());
  const call = request({ url: '/wps/member/register', method: 'POST', body: {} }).catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(VERY_SLOW_CALL_MS);
  expect(showing()).toBe('common.very_slow_call');
  await vi.advanceTimersByTimeAsync(30_000);
  await call;
  await settle();
  expect(showing()).toBeNull();
  expect(notify.notices()).toHaveLength(1);
});

it('shows it for an action whose errors its form shows itself (alert off)', async () => {
  stubFetch(hangingFetch());
  void request({ url: '/wps/session/login', method: 'POST', body: {}, alert: false }).catch(() => undefined);
  await vi.advanceTimersByTimeAsync(SLOW_CALL_MS);
  expect(showing()).toBe('common.slow_call');
});

it('leaves background calls alone: a GET, or a call that says so, unless a GET asks', async () => {
  stubFetch(hangingFetch());
  void request({ url: '/wps/system/country' }).catch(() => undefined);
  void request({ url: '/wps/tracking/report', method: 'POST', body: {}, alert: false, slowToast: false }).catch(() => undefined);
  await vi.advanceTimersByTimeAsync(SLOW_CALL_MS);
  expect(showing()).toBeNull();
  void request({ url: '/wps/relay/MCSFE_getDepositSettings', slowToast: true }).catch(() => undefined);
  await vi.advanceTimersByTimeAsync(SLOW_CALL_MS);
  expect(showing()).toBe('common.slow_call');
});
