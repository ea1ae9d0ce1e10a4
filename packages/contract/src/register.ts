import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { FIREBASE_CHANNELS, loginValue } from './session.ts';

/** doc A §3 "Registration request": how and where the member registered. */
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

export const registrationContext = {
  registerMethod: z.optional(z.enum(REGISTER_METHODS)),
  registerUrl: z.optional(z.string().check(z.maxLength(2048))),
  loginDeviceId: z.optional(z.string().check(z.maxLength(64))),
  isOfficialAppLogin: z.optional(z.boolean()),
  domain: z.optional(z.string().check(z.maxLength(255))),
  referralCode: z.optional(z.string().check(z.maxLength(64))),
  affiliateCode: z.optional(z.string().check(z.maxLength(64))),
};

/**
 * Social registration (doc A §3, path not shown in the spec): a new account for an identity the
 * platform answered bind_customer_required for. smsTemplate is accepted and unused here (the
 * platform sends no welcome text). Answers like login, because `login` true signs the member in.
 */
export const socialRegisterRequest = z.object({
  firebaseChannel: z.enum(FIREBASE_CHANNELS),
  firebaseIdToken: z.string(),
  login: z.optional(z.boolean()),
  smsTemplate: z.optional(z.string().check(z.maxLength(500))),
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
