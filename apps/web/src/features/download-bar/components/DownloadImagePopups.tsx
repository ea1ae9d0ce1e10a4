import { useEffect, useMemo, useState } from 'react';
import type { Banner } from '@portico/contract/banners';
import { HOMESCREEN_QUERY, DEFAULT_APP_LAYER } from '@portico/contract/install';
import { installPlace } from '../../../lib/install/environment';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { usePopupBanners } from '../api/list-popup-banners';
import { addSeen, imageFileName, popupQueue, popupsAllowed, popupWaitMs, readSeen } from '../model/popup-queue';
import { DOWNLOAD_POPUP_FLAG, DOWNLOAD_POPUP_SEEN, localStore, sessionStore } from '../model/storage';
import { DownloadImageDialog } from './DownloadImageDialog';

/**
 * doc E §4 "Download-image popup" on a home path: after the operator's wait, m_popup1's image, then
 * m_popup2's if it is another one, through the overlay host (kind download-image: the marketing cap
 * applies). Closing or saving ends them for the visit and remembers the image for good.
 */
export default function DownloadImagePopups() {
  const settings = useSiteSettings();
  const wait = popupWaitMs((settings.appLayer ?? DEFAULT_APP_LAYER).downloadPopupSeconds);
  const allowed = useMemo(
    () =>
      popupsAllowed({
        place: installPlace(),
        homescreenLaunch: new URLSearchParams(location.search).has(HOMESCREEN_QUERY),
        sessionFlag: sessionStore.getItem(DOWNLOAD_POPUP_FLAG),
        onHomePath: true,
      }),
    [],
  );
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [allowed, wait]);

  const groups = usePopupBanners(due);
  // Fixed once when the answers arrive: closing the first (now remembered) must not take the second away.
  const [queue, setQueue] = useState<Banner[] | null>(null);
  if (groups && queue === null) setQueue(popupQueue(groups.first, groups.second, readSeen(localStore.getItem(DOWNLOAD_POPUP_SEEN))));
  const [index, setIndex] = useState(0);
  const current = queue?.[index];

  const finish = () => {
    if (current) localStore.setItem(DOWNLOAD_POPUP_SEEN, addSeen(localStore.getItem(DOWNLOAD_POPUP_SEEN), imageFileName(current.imageUrl)));
    sessionStore.setItem(DOWNLOAD_POPUP_FLAG, '0');
    setIndex((i) => i + 1);
  };
  // Capped by the host: never shown, so nothing is remembered.
  const place = useOverlay({ id: `download-image-${index}`, kind: 'download-image', open: current !== undefined, onClose: (reason) => reason === 'capped' && setIndex(Number.POSITIVE_INFINITY) });
  return current ? place(<DownloadImageDialog key={current.id} banner={current} onDone={finish} />) : null;
}
