import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { bindBankCardEndpoint } from '@portico/contract/withdraw';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export type BindBankCardBody = z.input<NonNullable<typeof bindBankCardEndpoint.body>>;

/** POST /wps/relay/MCSFE_bindBankCard. Refusals are shown on the form, so alert is off. */
export function bindBankCard(body: BindBankCardBody) {
  return callEndpoint(bindBankCardEndpoint, { body, alert: false });
}

export function useBindBankCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindBankCard, onSuccess: () => client.invalidateQueries({ queryKey: ['wallet'] }) });
}
