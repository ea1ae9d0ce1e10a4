import type { SiteStatus } from '@portico/contract/system';
import { Button } from '../../../components/ui/Button';
import { useT } from '../../../lib/i18n/keys';
import { GatePage } from './GatePage';

/** doc A §2 access-denied page: the restriction and apology, the visitor's IP, contact us and retry. */
export function AccessDeniedPage({
  status,
  onContactUs,
  onRetry,
  retrying,
}: {
  status: SiteStatus;
  onContactUs: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <GatePage
      title={t('site_status.access_title')}
      actions={
        <>
          <Button block onClick={onContactUs}>
            {t('site_status.contact_us')}
          </Button>
          <Button block variant="secondary" busy={retrying} onClick={onRetry}>
            {t('site_status.retry')}
          </Button>
        </>
      }
    >
      <p>{t('site_status.access_desc')}</p>
      <p>
        {t('site_status.your_ip')} <bdi dir="ltr">{status.ip}</bdi>
      </p>
      <p role="status" className="visually-hidden">
        {retrying ? t('site_status.please_wait') : ''}
      </p>
    </GatePage>
  );
}
