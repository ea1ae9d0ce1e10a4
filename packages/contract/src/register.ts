import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { captchaResultShape } from './captcha-result.ts';
import { defineEndpoint } from './endpoint.ts';
import { FIREBASE_CHANNELS, loginValue } from './session.ts';
import { dialingCode, mobileNumber } from './verification.ts';
import { AD_NETWORK_FIELDS, AD_NETWORK_VALUE, AFFILIATE_CODE, REGISTER_METHODS, type AdNetworkField } from './register-rules.ts';

export {
  AD_NETWORK_FIELDS,
  AD_NETWORK_VALUE,
  AFFILIATE_CODE,
  MOBILE_DEFAULT_PASSWORD,
  REGISTER_METHODS,
  USERNAME_RULE,
  usernameProblem,
  type AdNetworkField,
  type AdNetworkInfo,
  type UsernameProblem,
} from './register-rules.ts';

const affiliateCode = requestText().check(z.regex(AFFILIATE_CODE));

/**
 * What the browser says about itself at a registration's submit (decision 041): an automated browser
 * tells on itself (navigator.webdriver, no plugins or languages, a HeadlessChrome user agent). Optional:
 * older apps send none; the platform weighs it into the registration's risk score, never refuses on it.
 */
export const clientSignals = z.object({
  webdriver: z.optional(z.boolean()),
  plugins: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
  languages: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
  headlessUa: z.optional(z.boolean()),
});
export type ClientSignals = z.infer<typeof clientSignals>;

export const registrationContext = {
  clientSignals: z.optional(clientSignals),
  registerMethod: z.optional(z.enum(REGISTER_METHODS)),
  registerUrl: z.optional(requestText(2048)),
  loginDeviceId: z.optional(requestText(64)),
  isOfficialAppLogin: z.optional(z.boolean()),
  domain: z.optional(requestText(255)),
  referralCode: z.optional(affiliateCode),
  affiliateCode: z.optional(affiliateCode),
};

/**
 * Social registration (doc A §3, path not shown in the spec): a new account for an identity the
 * platform answered bind_customer_required for. smsTemplate is accepted and unused here (the
 * platform sends no welcome text). Answers like login, because `login` true signs the member in.
 */
export const socialRegisterRequest = z.object({
  firebaseChannel: z.enum(FIREBASE_CHANNELS),
  firebaseIdToken: requestText(),
  login: z.optional(z.boolean()),
  smsTemplate: z.optional(requestText(500)),
  ...registrationContext,
});
export type SocialRegisterRequest = z.infer<typeof socialRegisterRequest>;

export const socialRegisterEndpoint = defineEndpoint({
  id: 'member.register.social',
  methods: ['POST'],
  path: '/wps/member/register/social',
  summary: 'Create an account for a social identity not linked yet, and sign it in',
  auth: 'none',
  encrypted: true,
  moduleId: 'REG3',
  body: socialRegisterRequest,
  value: loginValue,
});

const adNetworkShape = Object.fromEntries(
  AD_NETWORK_FIELDS.map((f) => [f, z.optional(requestText().check(z.regex(AD_NETWORK_VALUE)))]),
) as Record<AdNetworkField, z.ZodMiniOptional<z.ZodMiniString>>;


/** Fields both registrations share (doc A §3 "Registration request"). Credentials arrive encrypted. */
const registrationCommon = {
  ...registrationContext,
  pixelTrack: z.optional(requestText(2048)),
  /** true: the answer carries a session token (the optional auto login of doc A §4). */
  login: z.optional(z.boolean()),
  ...captchaResultShape,
  ...adNetworkShape,
};

/** POST /wps/member/register (ModuleId REG3). A mobile number is only taken by the sms-verified path. */
export const usernameRegisterRequest = z.object({
  username: requestText(64),
  password: requestText(128),
  ...registrationCommon,
});
export type UsernameRegisterRequest = z.infer<typeof usernameRegisterRequest>;

/**
 * POST /wps/member/register/mobile (ModuleId MOBILENUMREG3): the number is proved by the code texted
 * by /wps/verification/sms/noLogin. username is optional (a free one is chosen); password is the
 * member's when the merchant's mobile-password option is on, else the platform sets the default.
 */
export const mobileRegisterRequest = z.object({
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  verificationCode: requestText(12),
  username: z.optional(requestText(64)),
  password: z.optional(requestText(128)),
  ...registrationCommon,
});
export type MobileRegisterRequest = z.infer<typeof mobileRegisterRequest>;

/**
 * doc A §3 "Response: token, id or customerId, userName". token and the login fields are present
 * when `login` was true; without it the member signs in later.
 */
/** A sign-in's answer plus customerId, with no token when the registration did not sign in (login false). */
export const registerValue = z.extend(loginValue, { customerId: z.number(), token: z.nullable(z.string()) });
export type RegisterValue = z.infer<typeof registerValue>;

export const usernameRegisterEndpoint = defineEndpoint({
  id: 'member.register',
  methods: ['POST'],
  path: '/wps/member/register',
  summary: 'Register by username and password (human verification required)',
  auth: 'none',
  encrypted: true,
  moduleId: 'REG3',
  body: usernameRegisterRequest,
  value: registerValue,
});

export const mobileRegisterEndpoint = defineEndpoint({
  id: 'member.register.mobile',
  methods: ['POST'],
  path: '/wps/member/register/mobile',
  summary: 'Register by mobile number proved with a texted code (human verification required)',
  auth: 'none',
  encrypted: true,
  moduleId: 'MOBILENUMREG3',
  body: mobileRegisterRequest,
  value: registerValue,
});

/** Payload of autoUsername (not shown in the spec, decision 014): an optional stem to build on. */
export const autoUsernameRequest = z.object({ prefix: z.optional(requestText(64)) });
export const autoUsernameEndpoint = defineEndpoint({
  id: 'member.register.autoUsername',
  methods: ['POST'],
  path: '/wps/member/register/autoUsername',
  summary: 'A free username that passes the username rule, as a suggestion',
  auth: 'none',
  encrypted: false,
  body: autoUsernameRequest,
  value: z.object({ username: z.string() }),
});

/** Why a name cannot be registered: the rule it breaks, or taken. */
export const usernameCheckValue = z.object({
  username: z.string(),
  available: z.boolean(),
  reason: z.nullable(z.enum(['length', 'characters', 'taken'])),
});
export type UsernameCheckValue = z.infer<typeof usernameCheckValue>;

export const checkUsernameEndpoint = defineEndpoint({
  id: 'check.username',
  methods: ['GET'],
  path: '/wps/check/username',
  summary: 'Whether a username is free for registration (rate-limited per IP)',
  auth: 'none',
  encrypted: false,
  query: z.object({ username: requestText(64) }),
  value: usernameCheckValue,
});
