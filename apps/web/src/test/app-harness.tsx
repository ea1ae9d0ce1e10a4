import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SiteSettings } from '@portico/contract/system';
import { I18nProvider } from '../lib/i18n/react';
import type { I18n } from '../lib/i18n/translator';
import { setCipherSuite } from '../lib/http/crypto/cipher-suite';
import type { CipherSuite } from '../lib/http/crypto/suite';
import { fail, ok, recordNotify, stubFetch, type SeenRequest } from '../lib/http/test-support';
import { SiteSettingsContext } from '../lib/site/site-settings';
import { DEMO_COUNTRIES } from './demo-settings';
import { OverlayHost } from './overlay-host';

/**
 * Component tests run the real request code against a fake platform at the fetch boundary. Bodies
 * go unsealed (marked X-Test-Sealed) so a test can read what was sent; sealing itself is proven in
 * lib/http/crypto/encryption.test.ts.
 */
const plainSuite: CipherSuite = {
  id: 'test-plain',
  seal: async ({ data }) => ({ headers: { 'X-Test-Sealed': '1' }, body: data }),
  invalidate: () => undefined,
};

/** One fake platform path: its answer to a parsed body. */
export type Answer = (body: Record<string, unknown>, request: SeenRequest) => Response | Promise<Response>;

/** Whether the request layer asked for this body to be sealed. */
export const wasSealed = (request: SeenRequest) => request.headers['X-Test-Sealed'] === '1';

/** A response that arrives only when `release` is called: a request still running. */
export function deferred(): { promise: Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const stops: (() => void)[] = [];

/**
 * Renders `ui` with the app's providers (translator, query client, site settings) and the overlay
 * host its dialogs go through, against a fake
 * platform that answers `paths` (path without query → answer), the country list, and 404 otherwise.
 */
export function renderWithApp(i18n: I18n, ui: ReactElement, { settings, paths = {} }: { settings: SiteSettings | null; paths?: Record<string, Answer> }) {
  setCipherSuite(plainSuite);
  stubFetch((request) => {
    const path = request.url.split('?')[0] ?? '';
    const answer = paths[path];
    if (answer) return answer((request.body ? JSON.parse(request.body) : {}) as Record<string, unknown>, request);
    if (path === '/wps/system/country') return ok(DEMO_COUNTRIES);
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
  return { ...view, notify };
}

/** Undo renderWithApp: the default cipher suite, real fetch and timers. */
export function restoreApp(): void {
  for (const stop of stops.splice(0)) stop();
  setCipherSuite(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
