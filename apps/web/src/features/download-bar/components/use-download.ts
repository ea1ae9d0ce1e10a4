import { useCallback } from 'react';
import { notice } from '../../../lib/notify/notify';
import type { IosVersion } from '../../../lib/install/environment';
import type { ChosenDownload } from '../model/choose-download';
import { iosDownloadFlow } from '../model/ios-download';

/** Opens the download; a profile on iOS gets its instructions before or after it (doc E §4 "iOS download"). */
export function useStartDownload(ios: IosVersion | null) {
  return useCallback(
    async (download: ChosenDownload) => {
      const open = () => location.assign(download.url);
      switch (iosDownloadFlow(download, ios)) {
        case 'plain':
          open();
          return;
        case 'tips-after':
          open();
          await notice({ messageKey: 'download_bar.ios17_tips', fallbackKey: 'download_bar.ios17_tips' });
          return;
        case 'setting-first':
          await notice({ messageKey: 'download_bar.goto_setting', fallbackKey: 'download_bar.goto_setting' });
          open();
      }
    },
    [ios],
  );
}
