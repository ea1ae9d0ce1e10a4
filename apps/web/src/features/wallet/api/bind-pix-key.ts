import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { bindPixKeyEndpoint } from '@portico/contract/withdraw';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export type BindPixKeyBody = z.input<NonNullable<typeof bindPixKeyEndpoint.body>>;

/** POST /wps/relay/MCSFE_bindPixKey (BRL merchants). Refusals are shown on the form, so alert is off. */
export function bindPixKey(body: BindPixKeyBody) {
  return callEndpoint(bindPixKeyEndpoint, { body, alert: false });
}

export function useBindPixKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindPixKey, onSuccess: () => client.invalidateQueries({ queryKey: ['wallet'] }) });
}
