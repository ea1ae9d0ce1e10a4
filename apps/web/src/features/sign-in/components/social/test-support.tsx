import { vi } from 'vitest';
import type { ReactElement } from 'react';
import type { I18n } from '../../../../lib/i18n/translator';
import type { SiteSettings } from '@portico/contract/system';
import { fail, ok } from '../../../../lib/http/test-support';
import type { IdentityProvider } from '../../../../lib/identity/provider';
import { renderWithApp as renderWithFakePlatform, restoreApp, wasSealed, type Answer } from '../../../../test/app-harness';

/**
 * Component tests of social and sms-code sign-in: the real request code against a fake platform
 * (test/app-harness.tsx); the identity provider (a browser window or Firebase) is the one thing replaced.
 */
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

export interface FakePlatform {
  login?: Answer;
  registerSocial?: Answer;
}

export function bind(message = 'This sign-in is not linked to an account yet (log in to link it, or register).'): Response {
  return fail('bind_customer_required', message);
}

export function renderWithApp(i18n: I18n, ui: ReactElement, { settings, platform = {} }: { settings: SiteSettings; platform?: FakePlatform }) {
  const sent = { login: [] as Record<string, unknown>[], registerSocial: [] as Record<string, unknown>[], sealed: [] as boolean[] };
  const view = renderWithFakePlatform(i18n, ui, {
    settings,
    paths: {
      '/wps/session/login': (body, request) => {
        sent.login.push(body);
        sent.sealed.push(wasSealed(request));
        return platform.login ? platform.login(body, request) : ok(LOGIN_VALUE);
      },
      '/wps/member/register/social': (body, request) => {
        sent.registerSocial.push(body);
        sent.sealed.push(wasSealed(request));
        return platform.registerSocial ? platform.registerSocial(body, request) : ok({ ...LOGIN_VALUE, userName: 'new_member' });
      },
    },
  });
  return { ...view, sent };
}

export const restore = restoreApp;
