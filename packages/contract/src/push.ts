import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { requestText } from './text.ts';

/**
 * Push notifications (doc E §7 push relays, issue 14, decision 038). A registration token is what the
 * browser or the native shell hands out: an FCM registration token, or for Web Push the JSON of the
 * PushSubscription (endpoint + keys), which is why the bound is 2048 and not an FCM token's ~200.
 */
export const REGISTRATION_TOKEN_MAX = 2048;
/** doc E §7: the one topic the web app subscribes to. Topics are names an operator sends to. */
export const PUSH_TOPIC_ALL = 'ALL';
export const pushTopic = requestText(64).check(z.regex(/^[A-Za-z0-9_.~%-]+$/, 'letters, digits, - _ . ~ %'));

const registrationToken = requestText(REGISTRATION_TOKEN_MAX).check(z.minLength(1, 'required'));

export const pushBindEndpoint = defineEndpoint({
  id: 'relay.CSP_fcmBind',
  methods: ['POST'],
  path: '/wps/relay/CSP_fcmBind',
  summary: "Binds a push registration token to the signed-in member (moves it from whoever had it); malformed: push.token_invalid",
  auth: 'required',
  encrypted: false,
  body: z.object({ registrationToken }),
  value: z.null(),
});

export const pushSubscribeEndpoint = defineEndpoint({
  id: 'relay.CSP_fcmSubscribe',
  methods: ['POST'],
  path: '/wps/relay/CSP_fcmSubscribe',
  summary: "Adds the signed-in member's registration token to a topic (ALL)",
  auth: 'required',
  encrypted: false,
  body: z.object({ registrationToken, topic: pushTopic }),
  value: z.null(),
});

/**
 * Sent when the member signs out, often after the session has ended (decision 038): holding the
 * registration token is what proves the device, so no session is needed. unsubscribeAll also unbinds.
 */
export const pushUnsubscribeEndpoint = defineEndpoint({
  id: 'relay.CSP_fcmUnsubscribe',
  methods: ['POST'],
  path: '/wps/relay/CSP_fcmUnsubscribe',
  summary: 'Leaves a topic, or with unsubscribeAll every topic and the member binding, for a registration token',
  auth: 'optional',
  encrypted: false,
  body: z.object({ registrationToken, topic: z.optional(pushTopic), unsubscribeAll: z.optional(z.boolean()) }),
  value: z.null(),
});

/** What the service worker receives and shows (the JSON payload of every push the platform sends). */
export const pushPayload = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.maxLength(400)),
  /** A path inside /m/ the click opens. */
  url: z.optional(z.string().check(z.regex(/^\/m\/[^\s]*$/, 'a path under /m/'))),
  icon: z.optional(z.string().check(z.maxLength(500))),
  tag: z.optional(z.string().check(z.maxLength(64))),
});
export type PushPayload = z.infer<typeof pushPayload>;
