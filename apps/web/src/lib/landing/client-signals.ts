import type { ClientSignals } from '@portico/contract/register';

/** The parts of navigator the signals read (a parameter, so a test can bring a headless one). */
export interface NavigatorLike {
  webdriver?: boolean;
  plugins?: { length: number };
  languages?: readonly string[];
  userAgent: string;
}

/**
 * What this browser says about itself at a registration's submit (decision 041): a browser driven
 * by a script sets navigator.webdriver, a bare headless one has no plugins or languages and may say
 * HeadlessChrome. Counts, never lists: the platform weighs them into a risk score, nothing identifies
 * the person.
 */
export function collectClientSignals(nav: NavigatorLike = navigator): ClientSignals {
  return {
    webdriver: nav.webdriver === true,
    plugins: Math.min(1000, nav.plugins?.length ?? 0),
    languages: Math.min(1000, nav.languages?.length ?? 0),
    headlessUa: /HeadlessChrome/i.test(nav.userAgent),
  };
}
