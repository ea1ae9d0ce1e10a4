import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialLaunchEndpoint } from '@portico/contract/games';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** Relay GCS_gameTrialLaunch (the asynchronous POST): a demo URL, no sign-in. A fresh URL per visit. */
export function fetchTrialLaunch(gameId: string, nodeId: string | null) {
  return callEndpoint(trialLaunchEndpoint, { body: { gameId, platform: 'html5', ...(nodeId ? { nodeId } : {}) }, alert: false });
}

export function trialLaunchQueryOptions(gameId: string, nodeId: string | null) {
  return queryOptions({ queryKey: ['games', 'trial', gameId, nodeId], queryFn: () => fetchTrialLaunch(gameId, nodeId), enabled: gameId !== '', staleTime: 0, gcTime: 0 });
}

export function useTrialLaunch(gameId: string, nodeId: string | null) {
  return useQuery(trialLaunchQueryOptions(gameId, nodeId));
}
