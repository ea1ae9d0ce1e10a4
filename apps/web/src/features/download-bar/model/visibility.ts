import type { AppLayerSettings } from '@portico/contract/install';
import type { InstallPlace } from '../../../lib/install/environment';
import type { ChosenDownload } from './choose-download';

/**
 * iOS home-screen web apps before 16.4 open a store or profile link inside the web app's own
 * window, with no way back and no install (decision 037): the bar is not offered there.
 */
export const STANDALONE_IOS_MIN = { major: 16, minor: 4 };

export interface BarInput {
  place: InstallPlace;
  /** `hideDownloadBar` of this tab's session. */
  hiddenThisSession: boolean;
  settings: AppLayerSettings['downloadBar'];
  signedIn: boolean;
  /** The member's VIP rank level; null for a visitor or while unknown. */
  rankLevel: number | null;
  download: ChosenDownload | null;
}

/** Why the bar is hidden (for tests and logs), or 'shown'. `session` hides it for the rest of the visit. */
export type BarDecision = 'shown' | 'off' | 'session' | 'no-ios-link' | 'ios-too-old' | 'login' | 'rank' | 'no-download';

const older = (v: { major: number; minor: number }, min: { major: number; minor: number }) =>
  v.major < min.major || (v.major === min.major && v.minor < min.minor);

/** doc E §4 "Download bar", rule by rule, in the order a player would ask "why don't I see it". */
export function downloadBarDecision(input: BarInput): BarDecision {
  const { place, settings, download } = input;
  if (!settings.enabled) return 'off';
  if (input.hiddenThisSession || place.nativeApp) return 'session';
  if (place.standalone) {
    // Installed on iOS (a web clip): only the store app is worth offering, and only where it opens.
    if (!place.ios) return 'session';
    if (download?.kind !== 'app') return 'no-ios-link';
    if (older(place.ios, STANDALONE_IOS_MIN)) return 'ios-too-old';
  }
  if (settings.loginRequired && !input.signedIn) return 'login';
  if (settings.minRankLevel > 0 && (input.rankLevel ?? 0) < settings.minRankLevel) return 'rank';
  if (!download) return 'no-download';
  return 'shown';
}
