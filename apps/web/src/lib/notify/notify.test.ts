import { afterEach, expect, it, vi } from 'vitest';
import { hideLoading, navigate, notice, setNavigator, subscribe, toast, type NotifyEvent } from './notify.ts';

afterEach(() => {
  setNavigator(null);
});

it('delivers notices, toasts and hide-loading to subscribers until they unsubscribe', () => {
  const events: NotifyEvent['type'][] = [];
  const stop = subscribe((e) => events.push(e.type));
  void notice({ fallbackKey: 'common.error' });
  toast({ messageKey: 'common.network_offline', durationMs: 1500 });
  hideLoading();
  stop();
  hideLoading();
  expect(events).toEqual(['notice', 'toast', 'hide-loading']);
});

it('resolves a notice only when it is confirmed', async () => {
  let confirm: (() => void) | undefined;
  const stop = subscribe((e) => {
    if (e.type === 'notice') confirm = e.confirm;
  });
  let confirmed = false;
  const done = notice({ fallbackKey: 'common.error' }).then(() => {
    confirmed = true;
  });
  await Promise.resolve();
  expect(confirmed).toBe(false);
  confirm?.();
  await done;
  expect(confirmed).toBe(true);
  stop();
});

it('resolves at once when no host is listening, so callers never hang', async () => {
  await expect(notice({ fallbackKey: 'common.error' })).resolves.toBeUndefined();
});

it('navigates with history and a popstate event by default', () => {
  const onPop = vi.fn();
  addEventListener('popstate', onPop);
  navigate('/m/login', { replace: true });
  removeEventListener('popstate', onPop);
  expect(location.pathname).toBe('/m/login');
  expect(onPop).toHaveBeenCalledTimes(1);
});

it("uses the router's navigator once one is set", () => {
  const routerNavigate = vi.fn();
  setNavigator(routerNavigate);
  navigate('/m/home', { replace: false });
  expect(routerNavigate).toHaveBeenCalledWith('/m/home', { replace: false });
});
