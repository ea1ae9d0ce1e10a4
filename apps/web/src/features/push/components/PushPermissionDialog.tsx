import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useT } from '../../../lib/i18n/keys';
import { usePushT } from '../strings';

export type PushDialogMode = 'ask' | 'ios-install' | 'tips';

interface PushPermissionDialogProps {
  mode: PushDialogMode;
  onAllow: () => void;
  /** "Not now", the close button, Escape or the backdrop. */
  onDismiss: () => void;
}

/**
 * doc E §9 push modal: the ask (Allow / Not now); in iOS Safari outside the Home Screen app, why
 * push needs the installed web app and how to add it; after a denial, notification_request_tips.
 */
export function PushPermissionDialog({ mode, onAllow, onDismiss }: PushPermissionDialogProps) {
  const t = usePushT();
  const common = useT();
  if (mode === 'tips') {
    return (
      <Dialog role="alertdialog" title={t('push.title')} actions={<Button onClick={onDismiss}>{t('push.got_it')}</Button>}>
        <p>{t('push.request_tips')}</p>
      </Dialog>
    );
  }
  if (mode === 'ios-install') {
    return (
      <Dialog role="dialog" title={t('push.ios_title')} onDismiss={onDismiss} dismissLabel={common('common.close')} actions={<Button onClick={onDismiss}>{t('push.got_it')}</Button>}>
        <p>{t('push.ios_message')}</p>
        <p>{t('push.ios_steps')}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      role="dialog"
      title={t('push.title')}
      onDismiss={onDismiss}
      dismissLabel={common('common.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            {t('push.not_now')}
          </Button>
          <Button onClick={onAllow} data-autofocus>
            {t('push.allow')}
          </Button>
        </>
      }
    >
      <p>{t('push.message')}</p>
    </Dialog>
  );
}
