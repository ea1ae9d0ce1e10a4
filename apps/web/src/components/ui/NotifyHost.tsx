import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe, type NoticePayload, type ToastPayload } from '../../lib/notify/notify';
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

  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === 'notice') setNotices((queue) => [...queue, { payload: event.payload, confirm: event.confirm }]);
        else if (event.type === 'toast') setToast(event.payload);
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
      </div>
    </>
  );
}
