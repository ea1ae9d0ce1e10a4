import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe, type LoadingPayload, type NoticePayload, type ToastPayload } from '../../lib/notify/notify';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { noticeText } from './notice-text';

interface QueuedNotice {
  payload: NoticePayload;
  confirm: () => void;
}

/** Shows what the request layer asks for: notices one at a time with a confirm button, and toasts. */
export function NotifyHost() {
  const { t, i18n } = useTranslation();
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

  const exists = (key: string) => i18n.exists(key);
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
          <p className="dialog__message">{noticeText(t, exists, current.payload)}</p>
        </Dialog>
      ) : null}
      <div className="toast-region" role="status" aria-live="polite">
        {toast ? <div className="toast">{noticeText(t, exists, { ...toast, fallbackKey: 'common.error' })}</div> : null}
        {!toast && spinner ? (
          <div className="toast">
            <span className="spinner" aria-hidden="true" /> {t(spinner.messageKey ?? 'common.loading')}
          </div>
        ) : null}
      </div>
    </>
  );
}
