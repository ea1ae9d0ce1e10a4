import type { captchaChallengeEndpoint, captchaGeetestEndpoint } from '@portico/contract/captcha';
import { endpointRef } from '../http/endpoint-ref';

/** Human verification's calls as descriptors (decision 047): the widget is on the sign-in and registration screens. */

export const captchaChallengeRef = endpointRef<typeof captchaChallengeEndpoint>(
  { id: 'captcha.challenge', methods: ['GET'], path: '/wps/captcha/challenge', auth: 'none', encrypted: false },
  () => import('@portico/contract/captcha').then((m) => m.captchaChallengeEndpoint),
);

export const captchaGeetestRef = endpointRef<typeof captchaGeetestEndpoint>(
  { id: 'captcha.geetest', methods: ['GET'], path: '/wps/captcha/geetest', auth: 'none', encrypted: false },
  () => import('@portico/contract/captcha').then((m) => m.captchaGeetestEndpoint),
);
