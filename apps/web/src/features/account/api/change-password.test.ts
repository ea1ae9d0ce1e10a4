import { afterEach, expect, it, vi } from 'vitest';
import { passwordChangeEndpoint } from '@portico/contract/member';
import { getSession, setSession } from '../../../lib/session/session-store';
import { events } from '../../../lib/events/app-events';
import { ApiError } from '../../../lib/http/api-error';
import { changePassword } from './change-password';

const callEndpoint = vi.fn();
vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

const SESSION = { id: 9, token: 'tok', merchantCode: 'DEMO', userName: 'new1', type: 0 as const, firstTimeLogin: true };

afterEach(() => callEndpoint.mockReset());

it('sends the passwords to the encrypted endpoint and clears firstTimeLogin without a new sign-in event', async () => {
  setSession(SESSION);
  const signals = vi.fn();
  const stops = [events.on('signed-in', signals), events.on('signed-out', signals)];
  callEndpoint.mockResolvedValue(null);
  await changePassword({ oldPassword: 'Old#2026a', newPassword: 'New#2026b' });
  stops.forEach((stop) => stop());
  expect(callEndpoint).toHaveBeenCalledWith(passwordChangeEndpoint, {
    body: { oldPassword: 'Old#2026a', newPassword: 'New#2026b' },
    alert: false,
  });
  expect(passwordChangeEndpoint.encrypted).toBe(true);
  expect(getSession()).toMatchObject({ token: 'tok', firstTimeLogin: false });
  expect(signals).not.toHaveBeenCalled();
});

it('leaves the session as it was when the platform refuses', async () => {
  setSession(SESSION);
  callEndpoint.mockRejectedValue(new ApiError({ kind: 'business', errorCode: 'password.old.wrong' }));
  await expect(changePassword({ oldPassword: 'x', newPassword: 'New#2026b' })).rejects.toBeInstanceOf(ApiError);
  expect(getSession()?.firstTimeLogin).toBe(true);
});
