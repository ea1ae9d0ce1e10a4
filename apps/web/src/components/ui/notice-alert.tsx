import { useEffect } from 'react';
import type { NoticePayload } from '../../lib/notify/notify';
import { useNoticeText } from './notice-text';

/** A notice when its dialog could not be downloaded: the browser's alert, then the same confirmation. */
export default function NoticeAlert({ payload, onConfirm }: { payload: NoticePayload; onConfirm: () => void }) {
  const text = useNoticeText()(payload);
  useEffect(() => {
    window.alert(text);
    onConfirm();
  }, [text, onConfirm]);
  return null;
}
