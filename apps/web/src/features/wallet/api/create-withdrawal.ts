import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { createWithdrawalEndpoint } from '@portico/contract/withdraw';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export type CreateWithdrawalBody = z.input<NonNullable<typeof createWithdrawalEndpoint.body>>;

/** POST /wps/relay/MCSFE_createWithdrawal (with the client's idempotency key): holds the amount. Refusals are shown on the form, so alert is off. */
export function createWithdrawal(body: CreateWithdrawalBody) {
  return callEndpoint(createWithdrawalEndpoint, { body, alert: false });
}

export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createWithdrawal, onSuccess: () => client.invalidateQueries({ queryKey: ['wallet'] }) });
}
