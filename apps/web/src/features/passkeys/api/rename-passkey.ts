import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyRenameEndpoint } from '@portico/contract/passkeys';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** POST /wps/member/passkeys/rename; the form shows a refused name on its field, so alert is off. */
export function renamePasskey(body: { id: number; name: string }) {
  return callEndpoint(passkeyRenameEndpoint, { body, alert: false });
}

export function useRenamePasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: renamePasskey, onSuccess: () => client.invalidateQueries({ queryKey: ['passkeys'] }) });
}
