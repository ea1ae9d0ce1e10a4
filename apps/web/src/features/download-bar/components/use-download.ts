import { useCallback } from 'react';
import { notice } from '../../../lib/notify/notify';
import type { IosVersion } from '../../../lib/install/environment';
import type { ChosenDownload } from '../model/choose-download';
import { iosDownloadFlow } from '../model/ios-download';

const navigateTo = (url: string) => location.assign(url);

/** Opens the download; a profile on iOS gets its instructions before or after it (doc E §4 "iOS download"). */
export async function startDownload(download: ChosenDownload, ios: IosVersion | null, open: (url: string) => void = navigateTo): Promise<void> {
  switch (iosDownloadFlow(download, ios)) {
    case 'plain':
      open(download.url);
      return;
    case 'tips-after':
      open(download.url);
      await notice({ messageKey: 'download_bar.ios17_tips', fallbackKey: 'download_bar.ios17_tips' });
      return;
    case 'setting-first':
      await notice({ messageKey: 'download_bar.goto_setting', fallbackKey: 'download_bar.goto_setting' });
      open(download.url);
  }
}

export function useStartDownload(ios: IosVersion | null) {
  return useCallback((download: ChosenDownload) => startDownload(download, ios), [ios]);
}
