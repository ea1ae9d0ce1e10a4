import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { I18n } from '../../../lib/i18n/translator';
import type { TwoFactorFlags, TwoFactorRequest } from '@portico/contract/session';
import type { SmsSendRequest } from '@portico/contract/verification';
import type { SiteSettings } from '@portico/contract/system';
import { ok } from '../../../lib/http/test-support';
import { renderWithApp, restoreApp, wasSealed } from '../../../test/app-harness';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { TwoFactorDialog, type TwoFactorDialogProps } from './TwoFactorDialog';

/** As the sign-in form shows it: through the overlay host, so the picker inside it goes over it. */
function ThroughHost({ children }: { children: ReactNode }) {
  return useOverlay({ id: 'two-factor', kind: 'two-factor', open: true })(children);
}

/**
 * Component tests of the two-factor dialog talk to a fake platform at the fetch boundary
 * (test/app-harness.tsx), so a test can read what was sent.
 */
export const ALL_METHODS: TwoFactorFlags = { email: true, ga: true, sms: true, payeeName: true };
export const LOGIN_VALUE = { id: 41, token: 'tok-2fa', userName: 'ann', customerType: 0, firstTimeLogin: false, passwordExpired: false };
export const CREDENTIALS = { username: 'ann', password: 'Secret#2026', loginDeviceId: 'd'.repeat(36), device: 'PWA' as const };

type Answer = Response | Promise<Response>;

export interface FakePlatform {
  verify?: (body: TwoFactorRequest) => Answer;
  sendSms?: (body: SmsSendRequest) => Answer;
}

export function renderDialog(
  i18n: I18n,
  {
    flags = ALL_METHODS,
    platform = {},
    credentials = CREDENTIALS,
    settings = null,
  }: { flags?: TwoFactorFlags; platform?: FakePlatform; credentials?: TwoFactorDialogProps['credentials']; settings?: SiteSettings | null } = {},
) {
  const sent = { verify: [] as TwoFactorRequest[], sms: [] as SmsSendRequest[], sealed: [] as boolean[] };
  const onSignedIn = vi.fn();
  const onClose = vi.fn();
  const dialog = (
    <ThroughHost>
      <TwoFactorDialog flags={flags} credentials={credentials} onSignedIn={onSignedIn} onClose={onClose} />
    </ThroughHost>
  );
  const view = renderWithApp(i18n, dialog, {
    settings,
    paths: {
      '/wps/session/login/verification': (body, request) => {
        sent.verify.push(body as unknown as TwoFactorRequest);
        sent.sealed.push(wasSealed(request));
        return platform.verify ? platform.verify(body as unknown as TwoFactorRequest) : ok(LOGIN_VALUE);
      },
      '/wps/verification/sms/noLogin': (body) => {
        sent.sms.push(body as unknown as SmsSendRequest);
        return platform.sendSms ? platform.sendSms(body as unknown as SmsSendRequest) : ok({ expirationTime: 60 });
      },
    },
  });
  return { ...view, sent, onSignedIn, onClose };
}

export const restore = restoreApp;
