import { afterEach, expect, it } from 'vitest';
import { events } from '../events/app-events.ts';
import { isSiteBlocked, setSiteBlocked } from './site-blocked.ts';

afterEach(() => setSiteBlocked(false));

it('keeps the gate state and announces each real change once on the bus', () => {
  const seen: boolean[] = [];
  const stop = events.on('site-blocked-changed', ({ blocked }) => seen.push(blocked));
  setSiteBlocked(true);
  setSiteBlocked(true);
  expect(isSiteBlocked()).toBe(true);
  setSiteBlocked(false);
  stop();
  expect(seen).toEqual([true, false]);
  expect(isSiteBlocked()).toBe(false);
});
