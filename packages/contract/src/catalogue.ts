import { rsaKeyEndpoint } from './encryption.ts';
import { loginEndpoint, logoutEndpoint } from './session.ts';
import { memberInfoEndpoint, memberLanguageEndpoint } from './member.ts';
import { countryEndpoint, pingEndpoint, settingsEndpoint, statusEndpoint } from './system.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Every /wps call built so far, for the platform's route table test and its OpenAPI
 * document. The web app never imports this file: it imports the one endpoint it calls.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  rsaKeyEndpoint,
  loginEndpoint,
  logoutEndpoint,
  memberInfoEndpoint,
  memberLanguageEndpoint,
  statusEndpoint,
  countryEndpoint,
  pingEndpoint,
  settingsEndpoint,
];
