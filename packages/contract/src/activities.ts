import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { int4Text } from './bounds.ts';

/** doc E §2 "Activity go-button redirect targets". */
export const ACTIVITY_TARGETS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'INVITE_FRIENDS',
  'MEMBER',
  'POINT_MARKET',
  'REDIRECT_URL',
] as const;
export type ActivityTarget = (typeof ACTIVITY_TARGETS)[number];

/** An activity (a promotion page) in the request's language; bodyHtml is sanitised on write. */
export const activity = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  imageUrl: z.nullable(z.string()),
  target: z.enum(ACTIVITY_TARGETS),
  redirectUrl: z.nullable(z.string()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
});
export type Activity = z.infer<typeof activity>;

export const activityEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getActivity',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getActivity',
  summary: 'One running activity by id (banner linkage P), or activity.not_found',
  auth: 'none',
  encrypted: false,
  query: z.object({ id: int4Text() }),
  value: activity,
});

export const activitiesEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getListActivities',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getListActivities',
  summary: "The merchant's running activities, in the operator's order",
  auth: 'none',
  encrypted: false,
  value: z.array(activity),
});
