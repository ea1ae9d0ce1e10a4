import { isSiteBlocked } from '../../../lib/availability/site-blocked';
import { currentBrowser } from '../../../lib/install/browser';
import { installPlace } from '../../../lib/install/environment';
import { getSession } from '../../../lib/session/session-store';
import { fetchInstallCounts } from '../api/get-deposit-withdraw-statistics';
import { fetchRegistrationDate } from '../api/get-registration-date';
import type { EngineDeps } from './engine';
import { installEvent } from './install-event';
import { promptState } from './prompt-state';
import { safeStorage } from '../../../lib/storage/safe-storage';

/** The engine's inputs in a browser: the real clock, storage, page place, session and platform calls. */
export function browserDeps(): Omit<EngineDeps, 'config' | 'bus' | 'show'> {
  return {
    clock: { now: () => Date.now(), setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id as number) },
    state: promptState(
      safeStorage(() => sessionStorage),
      safeStorage(() => localStorage),
    ),
    place: () => {
      const where = installPlace();
      const browser = currentBrowser();
      return {
        nativeApp: where.nativeApp !== null,
        standalone: where.standalone,
        ios: browser.os === 'ios',
        inAppBrowser: browser.inApp !== null,
        host: location.hostname,
        path: location.pathname,
        search: location.search,
      };
    },
    memberType: () => getSession()?.type ?? null,
    siteBlocked: isSiteBlocked,
    visible: () => document.visibilityState === 'visible',
    installEvent: () => installEvent() !== null,
    fetchCounts: fetchInstallCounts,
    fetchRegDate: fetchRegistrationDate,
  };
}
