import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { loginValue } from './session.ts';
import { requestText } from './text.ts';
import { int4 } from './bounds.ts';

/**
 * Passkeys (issue 17 item 8, decision 042). The options and responses are WebAuthn's JSON forms
 * (@simplewebauthn's PublicKeyCredential*OptionsJSON and *ResponseJSON): loose objects here, so
 * nothing the browser or the library adds is dropped; the platform's verifier checks every byte.
 */
const webAuthnOptions = z.looseObject({ challenge: z.string() });
const credentialResponse = z.looseObject({
  id: requestText(1024),
  rawId: requestText(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: requestText(4096) }),
});

export const PASSKEY_NAME_MAX = 40;
// Serial ids: a 32-bit positive integer (anything else is request.invalid, never a database error).
const passkeyId = int4();
const passkeyName = requestText(PASSKEY_NAME_MAX).check(z.refine((v) => v.trim().length > 0, 'Give the passkey a name'));

/** One of the member's passkeys as the manage screen lists it. */
export const passkeySummary = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

export const passkeyRegistrationOptionsEndpoint = defineEndpoint({
  id: 'passkeys.registrationOptions',
  methods: ['POST'],
  path: '/wps/member/passkeys/registration/options',
  summary: 'Start adding a passkey: creation options with a single-use challenge bound to this session',
  auth: 'required',
  encrypted: false,
  value: webAuthnOptions,
});

export const passkeyRegisterEndpoint = defineEndpoint({
  id: 'passkeys.register',
  methods: ['POST'],
  path: '/wps/member/passkeys/registration',
  summary: 'Finish adding a passkey (wrong origin, relying party or challenge: passkey.refused)',
  auth: 'required',
  encrypted: false,
  body: z.object({ response: credentialResponse, name: z.optional(passkeyName) }),
  value: passkeySummary,
});

export const passkeyListEndpoint = defineEndpoint({
  id: 'passkeys.list',
  methods: ['GET'],
  path: '/wps/member/passkeys',
  summary: "The signed-in member's passkeys, newest first",
  auth: 'required',
  encrypted: false,
  value: z.object({ passkeys: z.array(passkeySummary) }),
});

export const passkeyRenameEndpoint = defineEndpoint({
  id: 'passkeys.rename',
  methods: ['POST'],
  path: '/wps/member/passkeys/rename',
  summary: "Rename one of the member's passkeys (another's or unknown id: passkey.not_found)",
  auth: 'required',
  encrypted: false,
  body: z.object({ id: passkeyId, name: passkeyName }),
  value: passkeySummary,
});

export const passkeyRemoveEndpoint = defineEndpoint({
  id: 'passkeys.remove',
  methods: ['POST'],
  path: '/wps/member/passkeys/remove',
  summary: "Remove one of the member's passkeys (another's or unknown id: passkey.not_found)",
  auth: 'required',
  encrypted: false,
  body: z.object({ id: passkeyId }),
  value: z.object({ id: z.number() }),
});

export const passkeySignInOptionsEndpoint = defineEndpoint({
  id: 'passkeys.signInOptions',
  methods: ['POST'],
  path: '/wps/session/passkey/options',
  summary: 'Start a passkey sign-in: request options with a single-use challenge (host not a merchant domain: passkey.unavailable)',
  auth: 'none',
  encrypted: false,
  value: webAuthnOptions,
});

export const passkeySignInEndpoint = defineEndpoint({
  id: 'passkeys.signIn',
  methods: ['POST'],
  path: '/wps/session/passkey',
  summary: 'Sign in with a passkey; answers a session token like the password sign-in (any failed check: passkey.refused)',
  auth: 'none',
  encrypted: false,
  body: z.object({ response: credentialResponse }),
  value: loginValue,
});

export const PASSKEY_ENDPOINTS = [
  passkeyRegistrationOptionsEndpoint,
  passkeyRegisterEndpoint,
  passkeyListEndpoint,
  passkeyRenameEndpoint,
  passkeyRemoveEndpoint,
  passkeySignInOptionsEndpoint,
  passkeySignInEndpoint,
] as const;
