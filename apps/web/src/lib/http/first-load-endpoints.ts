import type { downloadSettingEndpoint } from '@portico/contract/download';
import type { rsaKeyEndpoint } from '@portico/contract/encryption';
import type { memberInfoEndpoint, memberLanguageEndpoint } from '@portico/contract/member';
import type { logoutEndpoint } from '@portico/contract/session';
import type { settingsEndpoint } from '@portico/contract/system';
import type { rankProgressEndpoint } from '@portico/contract/vip';
import { endpointRef } from './endpoint-ref.ts';

/**
 * The contract endpoints that code on the first load calls, as plain data (decision 047): importing
 * a contract module builds its zod schemas, which the first screen must not wait for. Each `load`
 * imports the one contract module (its own chunk) when a call starts. Types are the contract's own
 * (type-only imports); first-load-endpoints.test.ts compares every field with the contract.
 * Lazy feature chunks import the contract's endpoints directly. Descriptors only /m/register's
 * screen uses live beside their callers (features/registration/api/endpoints.ts,
 * lib/human-verification/endpoints.ts), so the shared chunk of /m/login and /m/home does not carry them.
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

