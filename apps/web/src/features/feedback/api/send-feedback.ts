import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { feedbackEndpoint, type feedbackRequest } from '@portico/contract/feedback';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export type FeedbackInput = z.input<typeof feedbackRequest>;

/** POST /wps/member/feedback; the form shows field refusals itself, so alert is off. */
export function sendFeedback(body: FeedbackInput) {
  return callEndpoint(feedbackEndpoint, { body, alert: false });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
