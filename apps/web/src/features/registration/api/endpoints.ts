import type { autoUsernameEndpoint, checkUsernameEndpoint, mobileRegisterEndpoint, usernameRegisterEndpoint } from '@portico/contract/register';
import { endpointRef } from '../../../lib/http/endpoint-ref';

/**
 * /m/register's calls as descriptors (decision 047, lib/http/first-load-endpoints.ts): the forms are
 * its first screen, so the register contract's schemas load with the first call, not with the page.
 */

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
