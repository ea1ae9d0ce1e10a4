import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { captchaResultShape } from './captcha-result.ts';
import { defineEndpoint } from './endpoint.ts';

import { FIREBASE_CHANNELS, LOGIN_DEVICES, LOGIN_TYPES, SESSION_STORAGE_KEY } from './session-keys.ts';

export { FIREBASE_CHANNELS, LOGIN_DEVICES, LOGIN_TYPES, SESSION_STORAGE_KEY };

/** Member types (doc A §3): -1 visitor; 0, 1, 2 normal (1 and 2 also agents); 4 restricted. */
export const customerType = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(4)]);
export type CustomerType = z.infer<typeof customerType>;

/** doc A §3 "Login request". Credentials arrive encrypted. */
export const loginRequest = z.object({
  username: z.optional(requestText(64)),
  password: z.optional(requestText(128)),
  type: z.optional(z.enum(LOGIN_TYPES)),
  firebaseChannel: z.optional(z.enum(FIREBASE_CHANNELS)),
  firebaseIdToken: z.optional(requestText()),
  ...captchaResultShape,
  loginDeviceId: z.optional(requestText(64)),
  isOfficialAppLogin: z.optional(z.boolean()),
  device: z.optional(z.enum(LOGIN_DEVICES)),
  /** Decision 042: location.origin of the page the sign-in was typed on (a relay on a foreign origin is flagged). */
  pageOrigin: z.optional(requestText(200)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** doc A §3 "Login response". */
export const loginValue = z.object({
  id: z.number(),
  token: z.string(),
  userName: z.string(),
  customerType: customerType,
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValue>;

export const loginEndpoint = defineEndpoint({
  id: 'session.login',
  methods: ['POST'],
  path: '/wps/session/login',
  summary: 'Sign in; answers a session token',
  auth: 'none',
  encrypted: true,
  body: loginRequest,
  value: loginValue,
});

/** value of login_verify_required (doc A §4 "Two-factor"): which methods the member can verify with. */
export const twoFactorFlags = z.object({
  email: z.boolean(),
  ga: z.boolean(),
  sms: z.boolean(),
  payeeName: z.boolean(),
});
export type TwoFactorFlags = z.infer<typeof twoFactorFlags>;

/** value of TOO_MANY_REQUEST_LOGIN (and every TOO_MANY_REQUEST*): seconds until a new try is accepted. */
export const throttledValue = z.object({ retryAfter: z.number() });

/** Two-factor method letters (doc A §3): E email, P payee name, G authenticator (TOTP), S sms. */
export const TWO_FACTOR_METHODS = ['E', 'P', 'G', 'S'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** doc A §3 "Two-factor request": the credentials again, the method and its one answer. */
export const twoFactorRequest = z.object({
  username: requestText(64),
  password: requestText(128),
  method: z.enum(TWO_FACTOR_METHODS),
  email: z.optional(requestText(254)),
  payeeName: z.optional(requestText(128)),
  authCode: z.optional(requestText(12)),
  countryDialingCode: z.optional(requestText(6)),
  mobileNum: z.optional(requestText(20)),
  verificationCode: z.optional(requestText(12)),
  firebaseIdToken: z.optional(requestText()),
  loginDeviceId: z.optional(requestText(64)),
  isOfficialAppLogin: z.optional(z.boolean()),
  device: z.optional(z.enum(LOGIN_DEVICES)),
});
export type TwoFactorRequest = z.infer<typeof twoFactorRequest>;

/** Verifies the second factor and, when it matches, completes the sign-in (same value as login). */
export const twoFactorEndpoint = defineEndpoint({
  id: 'session.login.verification',
  methods: ['POST'],
  path: '/wps/session/login/verification',
  summary: 'Second sign-in step after login_verify_required; answers a session token',
  auth: 'none',
  encrypted: true,
  body: twoFactorRequest,
  value: loginValue,
});

export const logoutEndpoint = defineEndpoint({
  id: 'session.logout',
  methods: ['POST'],
  path: '/wps/session/logout',
  summary: 'End the session of the Authorization token',
  auth: 'optional',
  encrypted: false,
  value: z.null(),
});

/** doc A §3 "Session info", kept in sessionStorage under SESSION_STORAGE_KEY. */
export const sessionInfo = z.object({
  id: z.number(),
  customerId: z.optional(z.number()),
  token: z.string(),
  merchantCode: z.string(),
  userName: z.string(),
  type: customerType,
  firstTimeLogin: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
