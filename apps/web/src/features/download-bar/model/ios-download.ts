import type { IosVersion } from '../../../lib/install/environment';
import type { ChosenDownload } from './choose-download';

/**
 * doc E §4 "iOS download": what follows a tap on Download.
 * - `tips-after`: iOS 17 and later download the profile at once; then `ios17_download_tips` says
 *   where to install it (Settings › Profile Downloaded).
 * - `setting-first`: older iOS asks to allow the download in a sheet of its own; `app_goto_setting`
 *   says so first, and the profile opens when the player confirms.
 * - `plain`: a store app or Android: the link alone.
 */
export type IosDownloadFlow = 'tips-after' | 'setting-first' | 'plain';

export const IOS_TIPS_FROM = 17;

export function iosDownloadFlow(download: ChosenDownload, ios: IosVersion | null): IosDownloadFlow {
  if (!ios || download.kind !== 'profile') return 'plain';
  return ios.major >= IOS_TIPS_FROM ? 'tips-after' : 'setting-first';
}
