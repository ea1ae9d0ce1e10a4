import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session/session-store';
import { events } from '../../../lib/events/app-events';
import { registerByMobile, registerByUsername } from './register';

const callEndpoint = vi.fn();
vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

const VALUE = { id: 12, customerId: 12, token: 'tok-12', userName: 'newbie', customerType: 0, firstTimeLogin: false, passwordExpired: false };

const seen: unknown[] = [];
const stops = [events.on('signed-in', () => seen.push('signed-in')), events.on('registered', (e) => seen.push(e))];
afterEach(() => {
  callEndpoint.mockReset();
  seen.length = 0;
});
afterAll(() => stops.forEach((stop) => stop()));

it('announces a registration answered with a token after its sign-in', async () => {
  callEndpoint.mockResolvedValue(VALUE);
  await registerByUsername({} as never);
  expect(getSession()).toMatchObject({ token: 'tok-12', userName: 'newbie' });
  expect(seen).toEqual(['signed-in', { customerId: 12, customerName: 'newbie', method: 'username', signedIn: true }]);
});

it('announces a registration without a token as not signed in, and stores no session', async () => {
  callEndpoint.mockResolvedValue({ ...VALUE, token: null });
  await registerByMobile({} as never);
  expect(getSession()).toBeNull();
  expect(seen).toEqual([{ customerId: 12, customerName: 'newbie', method: 'mobile', signedIn: false }]);
});

it('announces nothing when the platform refuses', async () => {
  callEndpoint.mockRejectedValue(new Error('refused'));
  await expect(registerByUsername({} as never)).rejects.toThrow('refused');
  expect(seen).toEqual([]);
});
