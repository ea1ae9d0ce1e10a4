import { useDownloadSetting } from '../api/get-download-setting';
import { useActivitiesT } from '../strings';

const LABELS: Record<string, string> = { Android: 'Android', IOS: 'iOS', MOBILECONFIG: 'iOS' };

/** APP_DOWNLOAD's go-button: the merchant's download links for this host (the install issue replaces it). */
export function DownloadLinks() {
  const t = useActivitiesT();
  const { data } = useDownloadSetting(true);
  const links = (data ?? []).filter((r) => r.resourceType in LABELS && /^https?:/.test(r.url));
  if (links.length === 0) return <p className="muted">{t('activities.no_download')}</p>;
  return (
    <div className="stack">
      {links.map((r) => (
        <a key={r.resourceType} className="button button--primary button--block" href={r.url} rel="noopener">
          {t('activities.download_for', { platform: LABELS[r.resourceType]! })}
        </a>
      ))}
    </div>
  );
}
