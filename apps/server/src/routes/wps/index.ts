import type { FastifyInstance } from 'fastify';
import rsaKey from './session/rsa-key.ts';
import login from './session/login.ts';
import logout from './session/logout.ts';
import memberInfo from './member/info.ts';
import memberLanguage from './member/language.ts';
import status from './system/status.ts';
import country from './system/country.ts';
import ping from './system/ping.ts';
import settings from './system/settings.ts';

/** The route table: one line per /wps call (the contract's ALL_ENDPOINTS is checked against it in tests). */
export function registerWpsRoutes(app: FastifyInstance): void {
  for (const register of [rsaKey, login, logout, memberInfo, memberLanguage, status, country, ping, settings]) {
    register(app);
  }
}
