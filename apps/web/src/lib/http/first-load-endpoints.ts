import type { captchaChallengeEndpoint, captchaGeetestEndpoint } from '@portico/contract/captcha';
import type { downloadSettingEndpoint } from '@portico/contract/download';
import type { rsaKeyEndpoint } from '@portico/contract/encryption';
import type { memberInfoEndpoint, memberLanguageEndpoint } from '@portico/contract/member';
import type { autoUsernameEndpoint, checkUsernameEndpoint, mobileRegisterEndpoint, usernameRegisterEndpoint } from '@portico/contract/register';
import type { logoutEndpoint } from '@portico/contract/session';
import type { settingsEndpoint } from '@portico/contract/system';
import type { rankProgressEndpoint } from '@portico/contract/vip';
import { endpointRef } from './endpoint-ref.ts';

/**
 * The contract endpoints that code on the first load calls, as plain data (decision 047): importing
 * a contract module builds its zod schemas, which the first screen must not wait for. Each `load`
 * imports the one contract module (its own chunk) when a call starts. Types are the contract's own
 * (type-only imports); first-load-endpoints.test.ts compares every field with the contract.
 * Lazy feature chunks import the contract's endpoints directly.
 */

export const settingsRef = endpointRef<typeof settingsEndpoint>(
  { id: 'system.settings', methods: ['GET'], path: '/wps/system/settings', auth: 'none', encrypted: false },
  () => import('@portico/contract/system').then((m) => m.settingsEndpoint),
);

export const rsaKeyRef = endpointRef<typeof rsaKeyEndpoint>(
  { id: 'session.rsaKey', methods: ['GET'], path: '/wps/session/key/rsa', auth: 'none', encrypted: false },
  () => import('@portico/contract/encryption').then((m) => m.rsaKeyEndpoint),
);

export const downloadSettingRef = endpointRef<typeof downloadSettingEndpoint>(
  { id: 'relay.WPSCORE_getDownloadSetting', methods: ['GET'], path: '/wps/relay/WPSCORE_getDownloadSetting', auth: 'none', encrypted: false },
  () => import('@portico/contract/download').then((m) => m.downloadSettingEndpoint),
);

export const memberInfoRef = endpointRef<typeof memberInfoEndpoint>(
  { id: 'member.info', methods: ['GET'], path: '/wps/member/info', auth: 'required', encrypted: false },
  () => import('@portico/contract/member').then((m) => m.memberInfoEndpoint),
);

export const memberLanguageRef = endpointRef<typeof memberLanguageEndpoint>(
  { id: 'member.language', methods: ['PUT', 'POST'], path: '/wps/member/language', auth: 'required', encrypted: false },
  () => import('@portico/contract/member').then((m) => m.memberLanguageEndpoint),
);

export const rankProgressRef = endpointRef<typeof rankProgressEndpoint>(
  { id: 'relay.MCSFE_getPlayerRankProgress', methods: ['GET'], path: '/wps/relay/MCSFE_getPlayerRankProgress', auth: 'required', encrypted: false },
  () => import('@portico/contract/vip').then((m) => m.rankProgressEndpoint),
);

export const logoutRef = endpointRef<typeof logoutEndpoint>(
  { id: 'session.logout', methods: ['POST'], path: '/wps/session/logout', auth: 'optional', encrypted: false },
  () => import('@portico/contract/session').then((m) => m.logoutEndpoint),
);

// /m/register's first screen: the forms, the name check and suggestion, human verification.

export const usernameRegisterRef = endpointRef<typeof usernameRegisterEndpoint>(
  { id: 'member.register', methods: ['POST'], path: '/wps/member/register', auth: 'none', encrypted: true, moduleId: 'REG3' },
  () => import('@portico/contract/register').then((m) => m.usernameRegisterEndpoint),
);

export const mobileRegisterRef = endpointRef<typeof mobileRegisterEndpoint>(
  { id: 'member.register.mobile', methods: ['POST'], path: '/wps/member/register/mobile', auth: 'none', encrypted: true, moduleId: 'MOBILENUMREG3' },
  () => import('@portico/contract/register').then((m) => m.mobileRegisterEndpoint),
);

export const autoUsernameRef = endpointRef<typeof autoUsernameEndpoint>(
  { id: 'member.register.autoUsername', methods: ['POST'], path: '/wps/member/register/autoUsername', auth: 'none', encrypted: false },
  () => import('@portico/contract/register').then((m) => m.autoUsernameEndpoint),
);

export const checkUsernameRef = endpointRef<typeof checkUsernameEndpoint>(
  { id: 'check.username', methods: ['GET'], path: '/wps/check/username', auth: 'none', encrypted: false },
  () => import('@portico/contract/register').then((m) => m.checkUsernameEndpoint),
);

export const captchaChallengeRef = endpointRef<typeof captchaChallengeEndpoint>(
  { id: 'captcha.challenge', methods: ['GET'], path: '/wps/captcha/challenge', auth: 'none', encrypted: false },
  () => import('@portico/contract/captcha').then((m) => m.captchaChallengeEndpoint),
);

export const captchaGeetestRef = endpointRef<typeof captchaGeetestEndpoint>(
  { id: 'captcha.geetest', methods: ['GET'], path: '/wps/captcha/geetest', auth: 'none', encrypted: false },
  () => import('@portico/contract/captcha').then((m) => m.captchaGeetestEndpoint),
);
