import type { SiteStatus } from '@portico/contract/system';
import { languageTag } from '@portico/contract/language-tags';
import { Button } from '../../../components/ui/Button';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/keys';
import { GatePage } from './GatePage';

/** The end time in the visitor's language and time zone; null when absent or unreadable. */
export function formatEnd(iso: string | null, tag: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/**
 * doc A §2 maintenance page: title, optional end time, the description in the visitor's language
 * plus the English copy when the two differ, and contact us.
 */
export function MaintenancePage({ status, onContactUs }: { status: SiteStatus; onContactUs: () => void }) {
  const t = useT();
  const tag = languageTag(useCurrentLanguage());
  const end = formatEnd(status.maintenanceEnd, tag);
  const desc = status.maintenanceDesc ?? t('site_status.maintenance_desc');
  const english = status.maintenanceDescEn && status.maintenanceDescEn !== desc ? status.maintenanceDescEn : null;
  return (
    <GatePage
      title={status.maintenanceTitle ?? t('site_status.maintenance_title')}
      actions={
        <Button block onClick={onContactUs}>
          {t('site_status.contact_us')}
        </Button>
      }
    >
      {end && status.maintenanceEnd ? (
        <p>
          {t('site_status.end_time')} <time dateTime={status.maintenanceEnd}>{end}</time>
        </p>
      ) : null}
      <p>{desc}</p>
      {english ? (
        <p lang="en" dir="ltr" className="muted">
          {english}
        </p>
      ) : null}
    </GatePage>
  );
}
