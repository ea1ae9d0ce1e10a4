import { useT } from '../../lib/i18n/keys';
import type { NoticePayload } from '../../lib/notify/notify';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useNoticeText } from './notice-text';

/** A notice from the request layer (NotifyHost): its words and one button that confirms. */
export default function NoticeDialog({ payload, onConfirm }: { payload: NoticePayload; onConfirm: () => void }) {
  const t = useT();
  const noticeText = useNoticeText();
  return (
    <Dialog
      title={t('common.notice')}
      actions={
        <Button block onClick={onConfirm}>
          {t('common.confirm')}
        </Button>
      }
    >
      <p className="dialog__message">{noticeText(payload)}</p>
    </Dialog>
  );
}
