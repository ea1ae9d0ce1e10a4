import * as z from 'zod/mini';
import { requestText } from './text.ts';
import { FIREBASE_CHANNELS } from './session.ts';
import { dialingCode, mobileNumber } from './verification.ts';

/**
 * The identity provider behind social and sms-code sign-in (doc A §4). Two kinds, one
 * verification path on the platform (an ID token checked against the issuer's JWKS):
 *   firebase  Firebase Authentication (Google's issuer and JWKS)
 *   local     the platform's own provider for development and tests, served under /idp/local
 * The browser sees only public configuration (Firebase web config is public by design).
 */
export const firebaseWebConfig = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string(),
  messagingSenderId: z.string(),
  /** Google one-tap's OAuth web client id (doc E §3 push provider configuration's googleWebClientId). */
  googleWebClientId: z.optional(z.string()),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfig>;

export const identitySettings = z.object({
  kind: z.enum(['local', 'firebase']),
  /** Channels offered as social buttons, in this order. */
  channels: z.array(z.enum(FIREBASE_CHANNELS)),
  /** doc A §3 "firebase flag": sms-code sign-in goes through the provider's phone verification. */
  phoneSignIn: z.boolean(),
  firebase: z.optional(firebaseWebConfig),
});
export type IdentitySettings = z.infer<typeof identitySettings>;

/** Claims Portico reads from an ID token (Firebase's names). */
export const idTokenClaims = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string(),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  phone_number: z.optional(z.string()),
  firebase: z.optional(z.object({ sign_in_provider: z.string() })),
});
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

/** Local provider (not /wps: it stands in for a third party, so it speaks plain JSON). */
export const LOCAL_IDP_BASE = '/idp/local';
/** Host-independent, so a token issued on 127.0.0.1 verifies on localhost; aud is the merchant code. */
export const LOCAL_IDP_ISSUER = 'urn:portico:local-idp';
export const LOCAL_IDP_MESSAGE_TYPE = 'PORTICO_IDP_RESULT';

/** postMessage from the local sign-in popup to its opener; also the fragment of a redirect. */
export const localIdpResult = z.object({
  type: z.literal(LOCAL_IDP_MESSAGE_TYPE),
  channel: z.enum(FIREBASE_CHANNELS),
  idToken: z.string(),
  state: z.string(),
});
export type LocalIdpResult = z.infer<typeof localIdpResult>;

/** The local one-tap frame (decision 033) tells its page it was closed without a choice. */
export const LOCAL_ONE_TAP_CLOSED = 'PORTICO_ONE_TAP_CLOSED';
export const localOneTapClosed = z.object({ type: z.literal(LOCAL_ONE_TAP_CLOSED), state: z.string() });

export const localPhoneSendRequest = z.object({ countryDialingCode: dialingCode, mobileNum: mobileNumber });
export const localPhoneSendAnswer = z.object({ verificationId: z.string(), expirationTime: z.number() });
export const localPhoneVerifyRequest = z.object({ verificationId: requestText(), code: requestText(12) });
export const localPhoneVerifyAnswer = z.object({ idToken: z.string() });
/** Errors of the local provider use the provider's codes (auth/invalid-verification-code …). */
export const localIdpError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
