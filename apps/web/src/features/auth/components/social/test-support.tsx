import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../../lib/i18n/react';
import type { I18n } from '../../../../lib/i18n/translator';
import type { SiteSettings } from '@portico/contract/system';
import { setCipherSuite, type CipherSuite } from '../../../../lib/http/crypto/cipher-suite';
import { fail, ok, recordNotify, stubFetch } from '../../../../lib/http/test-support';
import type { IdentityProvider } from '../../../../lib/identity/provider';
import { SiteSettingsContext } from '../../../../lib/site/site-settings';
import { DEMO_COUNTRIES } from '../../../../test/demo-settings';
import { OverlayHost } from '../../../../test/overlay-host';

/**
 * Component tests of social and sms-code sign-in run the real request code against a fake
 * platform at the fetch boundary; the identity provider (a browser window or Firebase) is the
 * one thing replaced. Bodies go unsealed so a test can read them: sealing is proven elsewhere.
 */
const plainSuite: CipherSuite = {
  id: 'test-plain',
  seal: async ({ data }) => ({ headers: { 'X-Test-Sealed': '1' }, body: data }),
  invalidate: () => undefined,
};

export const LOGIN_VALUE = { id: 7, token: 'tok-social', userName: 'player1', customerType: 0, firstTimeLogin: false, passwordExpired: false };

export const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

export function fakeProvider() {
  return {
    signInWithPopup: vi.fn<IdentityProvider['signInWithPopup']>(async () => null),
    startRedirect: vi.fn<IdentityProvider['startRedirect']>(async () => undefined),
    takeRedirectResult: vi.fn<IdentityProvider['takeRedirectResult']>(async () => null),
    sendPhoneCode: vi.fn<IdentityProvider['sendPhoneCode']>(),
  };
}

export type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

export interface FakePlatform {
  login?: Answer;
  registerSocial?: Answer;
}

export function bind(message = 'This sign-in is not linked to an account yet (log in to link it, or register).'): Response {
  return fail('bind_customer_required', message);
}

export function renderWithApp(i18n: I18n, ui: ReactElement, { settings, platform = {} }: { settings: SiteSettings; platform?: FakePlatform }) {
  setCipherSuite(plainSuite);
  const sent = { login: [] as Record<string, unknown>[], registerSocial: [] as Record<string, unknown>[], sealed: [] as boolean[] };
  stubFetch((request) => {
    const path = request.url.split('?')[0];
    const body = (request.body ? JSON.parse(request.body) : {}) as Record<string, unknown>;
    if (path === '/wps/system/country') return ok(DEMO_COUNTRIES);
    if (path === '/wps/session/login') {
      sent.login.push(body);
      sent.sealed.push(request.headers['X-Test-Sealed'] === '1');
      return platform.login ? platform.login(body) : ok(LOGIN_VALUE);
    }
    if (path === '/wps/member/register/social') {
      sent.registerSocial.push(body);
      sent.sealed.push(request.headers['X-Test-Sealed'] === '1');
      return platform.registerSocial ? platform.registerSocial(body) : ok({ ...LOGIN_VALUE, userName: 'new_member' });
    }
    return fail('route.not.found', 'Not found.', { status: 404 });
  });
  const notify = recordNotify();
  stops.push(notify.stop);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SiteSettingsContext.Provider value={settings}>
          {ui}
          <OverlayHost />
        </SiteSettingsContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, sent, notify };
}

const stops: (() => void)[] = [];

export function restore(): void {
  for (const stop of stops.splice(0)) stop();
  setCipherSuite(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
