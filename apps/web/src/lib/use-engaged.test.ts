import { afterEach, expect, it, vi } from 'vitest';

/** A fresh module: the test setup marks the page engaged for component tests. */
async function freshEngagement() {
  vi.resetModules();
  return import('./use-engaged.ts');
}

afterEach(() => vi.useRealTimers());

it('waits until the person first touches the page', async () => {
  const { onceEngaged } = await freshEngagement();
  const seen = vi.fn();
  void onceEngaged().then(seen);
  await Promise.resolve();
  expect(seen).not.toHaveBeenCalled();
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await vi.waitFor(() => expect(seen).toHaveBeenCalled());
  // Once engaged, at once.
  await expect(onceEngaged()).resolves.toBeUndefined();
});

it('a keyboard user focusing a field counts too', async () => {
  const { onceEngaged } = await freshEngagement();
  const input = document.body.appendChild(document.createElement('input'));
  const engaged = onceEngaged();
  input.focus();
  await expect(engaged).resolves.toBeUndefined();
  input.remove();
});

it('a visitor who does nothing still gets it after the fallback', async () => {
  vi.useFakeTimers();
  const { onceEngaged, ENGAGE_FALLBACK_MS } = await freshEngagement();
  const seen = vi.fn();
  void onceEngaged().then(seen);
  await vi.advanceTimersByTimeAsync(ENGAGE_FALLBACK_MS - 1);
  expect(seen).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(seen).toHaveBeenCalled();
});

it('a person who focused a field before the page asked (a tap before hydration) is already engaged', async () => {
  const { onceEngaged } = await freshEngagement();
  const input = document.body.appendChild(document.createElement('input'));
  input.focus();
  vi.useFakeTimers();
  const seen = vi.fn();
  void onceEngaged().then(seen);
  await vi.advanceTimersByTimeAsync(0);
  expect(seen).toHaveBeenCalled();
  input.remove();
});
