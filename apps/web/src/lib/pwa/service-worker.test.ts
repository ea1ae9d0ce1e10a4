import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  state = 'installed';
  readonly messages: unknown[] = [];
  constructor(readonly scriptURL: string) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  active: FakeWorker | null = new FakeWorker('/m/sw.js');
  update = vi.fn(async () => undefined);
}

function fakeContainer(registration: FakeRegistration, controlled = true) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? registration.active : null,
    ready: Promise.resolve(registration),
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

const load = () => import('./service-worker');

beforeEach(() => vi.resetModules());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the page’s side of the service worker', () => {
  it('registers /m/sw.js for /m/ with the merchant and build, and never from the HTTP cache', async () => {
    const container = fakeContainer(new FakeRegistration());
    const { registerServiceWorker } = await load();
    await registerServiceWorker({ merchantCode: 'DEMO', env: 'production' });
    expect(container.register).toHaveBeenCalledWith('/m/sw.js?merchant=DEMO&env=production', { scope: '/m/', updateViaCache: 'none' });
  });

  it('leaves the site working when the worker cannot be registered', async () => {
    const container = fakeContainer(new FakeRegistration());
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const { registerServiceWorker, activateWaitingWorker } = await load();
    await expect(registerServiceWorker({ merchantCode: 'DEMO', env: 'production' })).resolves.toBeNull();
    await expect(activateWaitingWorker(50)).resolves.toBeUndefined();
  });

  it('offers an update when a new worker has installed beside the one in control, not for the first worker', async () => {
    const registration = new FakeRegistration();
    fakeContainer(registration);
    const { registerServiceWorker, useWaitingWorker } = await load();
    const { result } = renderHook(() => useWaitingWorker());
    await act(() => registerServiceWorker({ merchantCode: 'DEMO', env: 'production' }));
    expect(result.current).toBe(false);

    const incoming = new FakeWorker('/m/sw.js');
    incoming.state = 'installing';
    registration.installing = incoming;
    act(() => registration.dispatchEvent(new Event('updatefound')));
    act(() => incoming.become('installed'));
    expect(result.current).toBe(true);
  });

  it('"Refresh" tells the waiting worker to take over and waits until it has', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer(registration);
    const waiting = new FakeWorker('/m/sw.js');
    registration.waiting = waiting;
    const { registerServiceWorker, activateWaitingWorker } = await load();
    await registerServiceWorker({ merchantCode: 'DEMO', env: 'production' });
    let done = false;
    const activation = activateWaitingWorker(10_000).then(() => (done = true));
    await vi.waitFor(() => expect(waiting.messages).toEqual([{ type: 'skip-waiting' }]));
    expect(done).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    await activation;
    expect(done).toBe(true);
  });

  it('checks for a new worker when a home-screen app is resumed (the iOS update trap)', async () => {
    const registration = new FakeRegistration();
    fakeContainer(registration);
    const { registerServiceWorker } = await load();
    await registerServiceWorker({ merchantCode: 'DEMO', env: 'production' });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(registration.update).toHaveBeenCalledTimes(1);
    // Focus right after asks nothing more: one check a minute at most.
    window.dispatchEvent(new Event('focus'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
