import { afterEach, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { rankProgressRef } from '../lib/http/first-load-endpoints';
import { clearSession, setSession } from '../lib/session/session-store';
import { SessionEffects } from './SessionEffects';

const callEndpoint = vi.fn();
vi.mock('../lib/http/call-endpoint', () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

const PROGRESS = {
  currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
  playerRankProgress: { labelId: 2, labelName: 'Silver', rankLevel: 2, nextLabelName: 'Gold' },
};

afterEach(() => callEndpoint.mockReset());

it('fetches the rank progress into the cache when a member signs in (type 4 too), and drops it on sign-out', async () => {
  callEndpoint.mockResolvedValue(PROGRESS);
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SessionEffects />
    </QueryClientProvider>,
  );
  expect(callEndpoint).not.toHaveBeenCalled();
  setSession({ id: 4, token: 'tok-4', merchantCode: 'DEMO', userName: 'restricted1', type: 4, firstTimeLogin: false });
  await vi.waitFor(() => expect(client.getQueryData(['vip', 'rank-progress', 'tok-4'])).toEqual(PROGRESS));
  expect(callEndpoint).toHaveBeenCalledWith(rankProgressRef, { alert: false });
  clearSession();
  expect(client.getQueryData(['vip', 'rank-progress', 'tok-4'])).toBeUndefined();
});
