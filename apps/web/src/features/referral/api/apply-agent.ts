import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyAgentEndpoint } from '@portico/contract/referral';
import type * as z from 'zod/mini';
import type { agentApplicationRequest } from '@portico/contract/referral';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export type AgentApplicationInput = z.input<typeof agentApplicationRequest>;

/** POST /wps/member/agentApplication/apply; field refusals go on the form, so alert is off. */
export function applyAgent(body: AgentApplicationInput) {
  return callEndpoint(applyAgentEndpoint, { body, alert: false });
}

export function useApplyAgent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyAgent, onSuccess: () => client.invalidateQueries({ queryKey: ['agent-application'] }) });
}
