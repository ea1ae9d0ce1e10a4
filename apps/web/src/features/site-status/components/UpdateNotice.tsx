import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useT } from '../../../lib/i18n/keys';

/** doc A §2 update notice: "Update Available" and a refresh button (reload or go home, model/update-destination.ts). */
export function UpdateNotice({ onRefresh }: { onRefresh: () => void }) {
  const t = useT();
  return (
    <Dialog
      title={t('site_status.update_title')}
      actions={
        <Button block data-autofocus onClick={onRefresh}>
          {t('site_status.update_refresh')}
        </Button>
      }
    >
      <p>{t('site_status.update_message')}</p>
    </Dialog>
  );
}
