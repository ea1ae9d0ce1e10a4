import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { useSession } from '../../../lib/session/use-session';
import { usePopupAnnouncements } from '../api/list-popup-announcements';
import { popupDelay, popupsFor } from '../model/execution';
import { contentHashes, localStore, readRecord, recordClose, shouldShow, storageKey } from '../model/visibility';

// The dialog brings DOMPurify and embla: downloaded only when there is a popup to show.
const loadDialog = () => import('./PopupDialog').then((m) => ({ default: m.PopupDialog }));
const PopupDialog = lazy(loadDialog);

/**
 * The announcement popups (doc E §4) through the overlay host (kind 'announcement', so the
 * marketing cap applies): the person's popups by execution, after the wait, unless this person
 * closed these same popups (or ticked "today" and it is still that day).
 */
export default function AnnouncementPopups() {
  const session = useSession();
  const { data } = usePopupAnnouncements();
  const popups = useMemo(() => (data ? popupsFor(data, session) : []), [data, session]);
  const hashes = useMemo(() => contentHashes(popups), [popups]);
  const key = storageKey(session);
  const signature = `${key}|${hashes.join(',')}`;
  const [openFor, setOpenFor] = useState<string | null>(null);

  const wait = popupDelay(session);
  useEffect(() => {
    if (hashes.length === 0) return;
    // Decided when the wait is over, against the clock and storage of that moment.
    const timer = setTimeout(() => {
      if (!shouldShow(readRecord(localStore(), key), hashes, Date.now())) return;
      // The overlay is asked for once its dialog can draw: the host never shows an empty slot.
      void loadDialog().then(() => setOpenFor(signature));
    }, wait);
    return () => clearTimeout(timer);
  }, [key, hashes, signature, wait]);

  const open = openFor === signature;
  // Capped by the host: not shown, so nothing is remembered; it may show on a later visit.
  const place = useOverlay({ id: 'announcement-popups', kind: 'announcement', open, onClose: () => setOpenFor(null) });

  const close = (hideToday: boolean) => {
    recordClose(localStore(), key, hashes, hideToday, Date.now());
    setOpenFor(null);
  };
  return place(
    <Suspense fallback={null}>
      <PopupDialog key={signature} popups={popups} onClose={close} />
    </Suspense>,
  );
}

