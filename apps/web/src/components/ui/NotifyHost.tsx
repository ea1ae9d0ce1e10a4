import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/keys';
import { subscribe, type LoadingPayload, type NoticePayload, type ToastPayload } from '../../lib/notify/notify';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useNoticeText } from './notice-text';

interface QueuedNotice {
  payload: NoticePayload;
  confirm: () => void;
}

/** Shows what the request layer asks for: notices one at a time with a confirm button, and toasts. */
export function NotifyHost() {
  const t = useT();
  const noticeText = useNoticeText();
  const [notices, setNotices] = useState<QueuedNotice[]>([]);
  const [toast, setToast] = useState<ToastPayload | null>(null);
  const [loading, setLoading] = useState<ReadonlyMap<number, LoadingPayload>>(new Map());

  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === 'notice') setNotices((queue) => [...queue, { payload: event.payload, confirm: event.confirm }]);
        else if (event.type === 'toast') setToast(event.payload);
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

  const current = notices[0];
  const spinner = [...loading.values()].at(-1);
  return (
    <>
      {current ? (
        <Dialog
          title={t('common.notice')}
          actions={
            <Button
              block
              onClick={() => {
                current.confirm();
                setNotices((queue) => queue.slice(1));
              }}
            >
              {t('common.confirm')}
            </Button>
          }
        >
          <p className="dialog__message">{noticeText(current.payload)}</p>
        </Dialog>
      ) : null}
      <div className="toast-region" role="status" aria-live="polite">
        {toast ? <div className="toast">{noticeText({ ...toast, fallbackKey: 'common.error' })}</div> : null}
        {!toast && spinner ? (
          <div className="toast">
            <span className="spinner" aria-hidden="true" /> {noticeText({ messageKey: spinner.messageKey ?? 'common.loading', fallbackKey: 'common.loading' })}
          </div>
        ) : null}
      </div>
    </>
  );
}
