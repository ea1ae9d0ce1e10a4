import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyRemoveEndpoint } from '@portico/contract/passkeys';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** POST /wps/member/passkeys/remove (a passkey already gone elsewhere is a notice from the request layer). */
export function removePasskey(id: number) {
  return callEndpoint(passkeyRemoveEndpoint, { body: { id } });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSettled: () => client.invalidateQueries({ queryKey: ['passkeys'] }) });
}
