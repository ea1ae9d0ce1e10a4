import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export const LOGIN_DEVICES = ['IPAD', 'PWA', 'WEBCLIP'] as const;

/** Member types (doc A §3): -1 visitor; 0, 1, 2 normal (1 and 2 also agents); 4 restricted. */
export const customerType = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(4)]);
export type CustomerType = z.infer<typeof customerType>;

/** doc A §3 "Login request". Credentials arrive encrypted. */
export const loginRequest = z.object({
  username: z.optional(z.string().check(z.maxLength(64))),
  password: z.optional(z.string().check(z.maxLength(128))),
  type: z.optional(z.enum(LOGIN_TYPES)),
  firebaseChannel: z.optional(z.enum(FIREBASE_CHANNELS)),
  firebaseIdToken: z.optional(z.string()),
  geetestSeccode: z.optional(z.string()),
  geetestChallenge: z.optional(z.string()),
  geetestValidateV4: z.optional(z.string()),
  captcha: z.optional(z.string()),
  loginDeviceId: z.optional(z.string().check(z.maxLength(64))),
  isOfficialAppLogin: z.optional(z.boolean()),
  device: z.optional(z.enum(LOGIN_DEVICES)),
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

export const logoutEndpoint = defineEndpoint({
  id: 'session.logout',
  methods: ['POST'],
  path: '/wps/session/logout',
  summary: 'End the session of the Authorization token',
  auth: 'optional',
  encrypted: false,
  value: z.null(),
});

/** doc A §3 "Session info", kept in sessionStorage under MC_SESSION_INFO. */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
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
