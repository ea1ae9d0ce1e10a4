import { queryOptions, useQuery } from '@tanstack/react-query';
import { installPromptConfigEndpoint } from '@portico/contract/install-prompt';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/**
 * Relay MCSFE_getInstallPromptConfig (decision 036), per language (its texts are localised). alert
 * off: without its configuration the page simply shows no prompt.
 */
export function installPromptConfigQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['install-prompt', 'config', language],
    queryFn: () => callEndpoint(installPromptConfigEndpoint, { alert: false }),
    staleTime: 5 * 60_000,
  });
}

export function useInstallPromptConfig(language: string) {
  return useQuery(installPromptConfigQueryOptions(language));
}
