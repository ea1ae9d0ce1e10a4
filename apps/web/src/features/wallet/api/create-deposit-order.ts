import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { createDepositOrderEndpoint } from '@portico/contract/wallet';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export type CreateDepositOrderBody = z.input<NonNullable<typeof createDepositOrderEndpoint.body>>;

/** POST /wps/relay/MCSFE_createDepositOrder (with the client's idempotency key). Refusals are shown on the form, so alert is off. */
export function createDepositOrder(body: CreateDepositOrderBody) {
  return callEndpoint(createDepositOrderEndpoint, { body, alert: false });
}

export function useCreateDepositOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDepositOrder, onSuccess: () => client.invalidateQueries({ queryKey: ['wallet'] }) });
}
