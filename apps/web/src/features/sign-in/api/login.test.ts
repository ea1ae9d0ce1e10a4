import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session/session-store';
import { ApiError } from '../../../lib/http/api-error';
import { getPendingIdentity, setPendingIdentity } from '../../../lib/identity/pending-identity';
import { loginWithPassword, withDeviceFields } from './login';

const callEndpoint = vi.fn();
vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

const VALUE = { id: 3, token: 'tok', userName: 'player1', customerType: 0, firstTimeLogin: false, passwordExpired: false };

afterEach(() => {
  callEndpoint.mockReset();
  vi.unstubAllGlobals();
});

describe('withDeviceFields', () => {
  it('adds a 36-character device id and isOfficialAppLogin false in a browser tab, without device', async () => {
    const credentials = await withDeviceFields('player1', 'pw');
    expect(credentials.loginDeviceId).toHaveLength(36);
    expect(credentials.isOfficialAppLogin).toBe(false);
    expect('device' in credentials).toBe(false);
  });

  it('marks the native wrapper as the official app', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'PorticoApp/2.0 (ios; uuid=123e4567-e89b-42d3-a456-426614174000)' });
    expect((await withDeviceFields('a', 'b')).isOfficialAppLogin).toBe(true);
  });
});

describe('loginWithPassword', () => {
  it('sends type username, stores the session and answers the value', async () => {
    callEndpoint.mockResolvedValue(VALUE);
    await expect(loginWithPassword({ username: 'player1', password: 'pw' })).resolves.toEqual(VALUE);
    expect(callEndpoint.mock.calls[0]?.[1]).toMatchObject({ body: { username: 'player1', password: 'pw', type: 'username' }, alert: false });
    // Decision 042: the page's origin, so the platform can flag a sign-in typed on a clone.
    expect(callEndpoint.mock.calls[0]?.[1]).toMatchObject({ body: { pageOrigin: location.origin } });
    expect(getSession()?.token).toBe('tok');
  });

  it('sends the device id as the Device header as well as loginDeviceId (doc A §7)', async () => {
    callEndpoint.mockResolvedValue(VALUE);
    const id = 'd'.repeat(36);
    await loginWithPassword({ username: 'player1', password: 'pw', loginDeviceId: id });
    expect(callEndpoint.mock.calls[0]?.[1]).toMatchObject({ body: { loginDeviceId: id }, headers: { Device: id } });
  });

  it('sends a held social identity along and drops it after success', async () => {
    setPendingIdentity({ firebaseChannel: 'google', firebaseIdToken: 'id-token' });
    callEndpoint.mockResolvedValue(VALUE);
    await loginWithPassword({ username: 'player1', password: 'pw' });
    expect(callEndpoint.mock.calls[0]?.[1]).toMatchObject({ body: { firebaseChannel: 'google', firebaseIdToken: 'id-token' } });
    expect(getPendingIdentity()).toBeNull();
  });

  it('drops a held social identity on any login error (doc A §8)', async () => {
    setPendingIdentity({ firebaseChannel: 'line', firebaseIdToken: 'id-token' });
    callEndpoint.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'login.cred.err' }));
    await expect(loginWithPassword({ username: 'player1', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(getPendingIdentity()).toBeNull();
    expect(getSession()).toBeNull();
  });
});
