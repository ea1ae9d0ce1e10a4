import { afterEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { getSession, setSession } from '../../../lib/session/session-store';
import { getPref, setPref } from '../../../lib/storage/prefs';
import { logout } from './logout';

const callEndpoint = vi.fn();
vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

afterEach(() => callEndpoint.mockReset());

const SESSION = { id: 1, token: 'tok', merchantCode: 'DEMO', userName: 'player1', type: 0 as const, firstTimeLogin: false };

it('ends the session and turns auto login off, so the remembered password does not sign straight back in', async () => {
  setSession(SESSION);
  setPref('autoLogin', '1');
  callEndpoint.mockResolvedValue(null);
  await logout();
  expect(getSession()).toBeNull();
  expect(getPref('autoLogin')).toBe('0');
});

it('does both even when the platform cannot be reached', async () => {
  setSession(SESSION);
  callEndpoint.mockRejectedValue(new ApiError({ kind: 'network' }));
  await expect(logout()).rejects.toBeInstanceOf(ApiError);
  expect(getSession()).toBeNull();
  expect(getPref('autoLogin')).toBe('0');
});
