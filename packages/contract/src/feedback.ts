import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { requestParagraphs } from './text.ts';

export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'payment', 'other'] as const;
export const FEEDBACK_MAX = 1000;

export const feedbackRequest = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  message: requestParagraphs(FEEDBACK_MAX, `At most ${FEEDBACK_MAX} characters`).check(z.minLength(1, 'Write a message')),
});

export const feedbackEndpoint = defineEndpoint({
  id: 'member.feedback',
  methods: ['POST'],
  path: '/wps/member/feedback',
  summary: 'Store feedback from the signed-in member (empty or over-long message: request.invalid)',
  auth: 'required',
  encrypted: false,
  body: feedbackRequest,
  value: z.object({ id: z.number() }),
});
