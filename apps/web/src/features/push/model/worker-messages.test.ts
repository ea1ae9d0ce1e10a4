import { afterEach, describe, expect, it } from 'vitest';
import { events } from '../../../lib/events/app-events';
import { setNavigator } from '../../../lib/notify/notify';
import { listenToWorker } from './worker-messages';

/** navigator.serviceWorker as far as messages go: the worker's postMessage arrives as a 'message' event. */
function workerContainer() {
  const target = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: target });
  return (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
}

afterEach(() => {
  setNavigator(null);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the page's side of the push handler", () => {
  it('puts a delivered push on the bus, and a tapped one too before routing to its deep link', () => {
    const fromWorker = workerContainer();
    const seen: string[] = [];
    const routed: string[] = [];
    setNavigator((path) => routed.push(path));
    const stops = [events.on('push-received', (e) => seen.push(`received ${e.url}`)), events.on('push-clicked', (e) => seen.push(`clicked ${e.url}`))];
    const stop = listenToWorker(() => seen.push('changed'));
    const push = { title: 'Draw tonight', body: '8 pm', url: '/m/games' };
    fromWorker({ type: 'push-received', push });
    fromWorker({ type: 'push-clicked', push });
    fromWorker({ type: 'push-subscription-changed' });
    fromWorker({ type: 'skip-waiting' });
    expect(seen).toEqual(['received /m/games', 'clicked /m/games', 'changed']);
    expect(routed).toEqual(['/m/games']);
    stop();
    fromWorker({ type: 'push-received', push });
    expect(seen).toHaveLength(3);
    for (const s of stops) s();
  });
});
