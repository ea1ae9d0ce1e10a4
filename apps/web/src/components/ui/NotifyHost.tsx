import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { subscribe, type LoadingPayload, type NoticePayload, type ToastPayload } from '../../lib/notify/notify';
import { overlays } from '../../lib/overlay/overlays';
import { useNoticeText } from './notice-text';

// The dialog comes with the first notice, not with the first screen (decision 061). Should it fail
// to download (the connection dropped), the browser's own alert says the same words.
const Notice = lazy<ComponentType<{ payload: NoticePayload; onConfirm: () => void }>>(() => import('./NoticeDialog').catch(() => import('./notice-alert')));

let notices = 0;

/**
 * Shows what the request layer asks for: notices go to the overlay host (one at a time, with a
 * confirm button); toasts and loading indicators stay here, in a live region that may show over a
 * modal, since an error is often caused by that modal's own action (decision 025).
 */
export function NotifyHost() {
  const noticeText = useNoticeText();
  const [toast, setToast] = useState<ToastPayload | null>(null);
  const [loading, setLoading] = useState<ReadonlyMap<number, LoadingPayload>>(new Map());

  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === 'notice') {
          const id = `notice-${++notices}`;
          overlays.request({
            id,
            kind: 'notice',
            render: (close) => (
              <Suspense fallback={null}>
                <Notice payload={event.payload} onConfirm={close} />
              </Suspense>
            ),
            onClose: event.confirm,
          });
        } else if (event.type === 'toast') setToast(event.payload);
        else if (event.type === 'loading') setLoading((all) => new Map(all).set(event.id, event.payload));
        else if (event.type === 'loading-done')
          setLoading((all) => {
            const next = new Map(all);
            next.delete(event.id);
            return next;
          });
        else if (event.type === 'hide-loading') setLoading(new Map());
      }),
    [],
  );

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  const spinner = [...loading.values()].at(-1);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? <div className="toast">{noticeText({ ...toast, fallbackKey: 'common.error' })}</div> : null}
      {!toast && spinner ? (
        <div className="toast">
          <span className="spinner" aria-hidden="true" /> {noticeText({ messageKey: spinner.messageKey ?? 'common.loading', fallbackKey: 'common.loading' })}
        </div>
      ) : null}
    </div>
  );
}
