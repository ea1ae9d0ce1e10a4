import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../../lib/i18n/react';
import type { I18n } from '../../../../lib/i18n/translator';
import type { TwoFactorFlags, TwoFactorRequest } from '@portico/contract/session';
import type { SmsSendRequest } from '@portico/contract/verification';
import type { SiteSettings } from '@portico/contract/system';
import { SiteSettingsContext } from '../../../../lib/site/site-settings';
import { setCipherSuite, type CipherSuite } from '../../../../lib/http/crypto/cipher-suite';
import { fail, ok, stubFetch } from '../../../../lib/http/test-support';
import { TwoFactorDialog, type TwoFactorDialogProps } from './TwoFactorDialog';
import { DEMO_COUNTRIES } from '../../../../test/demo-settings';
import { OverlayHost } from '../../../../test/overlay-host';
import { useOverlay } from '../../../../lib/overlay/use-overlay';

/** As LoginForm shows it: through the overlay host, so the picker inside it goes over it. */
function ThroughHost({ children }: { children: ReactNode }) {
  return useOverlay({ id: 'two-factor', kind: 'two-factor', open: true })(children);
}

/**
 * Component tests of the two-factor dialog talk to a fake platform at the fetch boundary. The
 * cipher suite is replaced by one that sends the body as it is, so a test can read what was
 * sent; sealing itself is proven in lib/http/crypto/encryption.test.ts.
 */
const plainSuite: CipherSuite = {
  id: 'test-plain',
  seal: async ({ data }) => ({ headers: { 'X-Test-Sealed': '1' }, body: data }),
  invalidate: () => undefined,
};

export const ALL_METHODS: TwoFactorFlags = { email: true, ga: true, sms: true, payeeName: true };
export const LOGIN_VALUE = { id: 41, token: 'tok-2fa', userName: 'ann', customerType: 0, firstTimeLogin: false, passwordExpired: false };
export const CREDENTIALS = { username: 'ann', password: 'Secret#2026', loginDeviceId: 'd'.repeat(36), device: 'PWA' as const };

type Answer = Response | Promise<Response>;

export interface FakePlatform {
  verify?: (body: TwoFactorRequest) => Answer;
  sendSms?: (body: SmsSendRequest) => Answer;
}

/** A response that arrives only when `release` is called: a request still running. */
export function deferred(): { promise: Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
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
  setCipherSuite(plainSuite);
  const sent = { verify: [] as TwoFactorRequest[], sms: [] as SmsSendRequest[], sealed: [] as boolean[] };
  stubFetch((request) => {
    const path = request.url.split('?')[0];
    const body = request.body ? (JSON.parse(request.body) as unknown) : undefined;
    if (path === '/wps/system/country') return ok(DEMO_COUNTRIES);
    if (path === '/wps/session/login/verification') {
      sent.verify.push(body as TwoFactorRequest);
      sent.sealed.push(request.headers['X-Test-Sealed'] === '1');
      return platform.verify ? platform.verify(body as TwoFactorRequest) : ok(LOGIN_VALUE);
    }
    if (path === '/wps/verification/sms/noLogin') {
      sent.sms.push(body as SmsSendRequest);
      return platform.sendSms ? platform.sendSms(body as SmsSendRequest) : ok({ expirationTime: 60 });
    }
    return fail('route.not.found', 'Not found.', { status: 404 });
  });
  const onSignedIn = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <SiteSettingsContext.Provider value={settings}>
        <QueryClientProvider client={client}>
          <ThroughHost>
            <TwoFactorDialog flags={flags} credentials={credentials} onSignedIn={onSignedIn} onClose={onClose} />
          </ThroughHost>
          <OverlayHost />
        </QueryClientProvider>
      </SiteSettingsContext.Provider>
    </I18nProvider>,
  );
  return { ...view, sent, onSignedIn, onClose };
}

export function restore(): void {
  setCipherSuite(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
