import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { customerType } from './session.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';

export const languageCode = z.enum(LANGUAGES as unknown as [LanguageCode, ...LanguageCode[]]);

/** doc E §3 "Member info": clubLabel.type AUTO shows VIP benefits. */
export const clubLabel = z.object({
  labelName: z.string(),
  labelId: z.nullable(z.number()),
  type: z.string(),
  rankLevel: z.number(),
});
export type ClubLabel = z.infer<typeof clubLabel>;

/** doc A §3 / doc E §3 "Member info". */
export const memberInfo = z.object({
  type: customerType,
  id: z.number(),
  regDate: z.string(),
  account: z.string(),
  userName: z.string(),
  language: z.nullable(languageCode),
  clubLabel: z.nullable(clubLabel),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const memberInfoEndpoint = defineEndpoint({
  id: 'member.info',
  methods: ['GET'],
  path: '/wps/member/info',
  summary: "The signed-in member's profile",
  auth: 'required',
  encrypted: false,
  value: memberInfo,
});

export const languageUpdate = z.object({
  language: languageCode,
  merchantCode: z.optional(requestText()),
});

export const memberLanguageEndpoint = defineEndpoint({
  id: 'member.language',
  methods: ['PUT', 'POST'],
  path: '/wps/member/language',
  summary: "Store the signed-in member's language (skipped by the web app for type 4)",
  auth: 'required',
  encrypted: false,
  body: languageUpdate,
  value: z.object({ language: languageCode }),
});

/** The forced (or voluntary) password change of /m/changePsw. Credentials arrive encrypted. */
export const passwordChange = z.object({
  oldPassword: requestText(128).check(z.minLength(1)),
  newPassword: requestText(128),
});
export type PasswordChange = z.infer<typeof passwordChange>;

/** The password rule the platform enforces (the web app checks the same before sending). */
export { PASSWORD_RULE, isStrongPassword } from './password-rule.ts';

export const passwordChangeEndpoint = defineEndpoint({
  id: 'member.password',
  methods: ['POST'],
  path: '/wps/member/password',
  summary: "Change the signed-in member's password (clears firstTimeLogin and an expired password)",
  auth: 'required',
  encrypted: true,
  body: passwordChange,
  value: z.null(),
});
