import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameLanesEndpoint } from '@portico/contract/games';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { foldLanes } from '../model/lanes';

/** The lanes call (relay GCSGAME_getGameLanes, decision 030), folded and ordered for display. */
export async function fetchGameLanes() {
  const { lanes } = await callEndpoint(gameLanesEndpoint, { query: { platform: 'html5' } });
  return foldLanes(lanes);
}

export function gameLanesQueryOptions() {
  return queryOptions({ queryKey: ['games', 'lanes'], queryFn: fetchGameLanes, staleTime: 60_000 });
}

export function useGameLanes() {
  return useQuery(gameLanesQueryOptions());
}
