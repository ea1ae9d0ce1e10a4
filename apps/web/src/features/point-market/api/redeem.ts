import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemPointsEndpoint } from '@portico/contract/point-market';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** POST /wps/member/points/redeem; a refusal (not enough points, sold out) is shown by the request layer. */
export function redeem(itemId: number, requestId: string) {
  return callEndpoint(redeemPointsEndpoint, { body: { itemId, requestId } });
}

export function useRedeem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, requestId }: { itemId: number; requestId: string }) => redeem(itemId, requestId),
    onSettled: () => client.invalidateQueries({ queryKey: ['point-market'] }),
  });
}
