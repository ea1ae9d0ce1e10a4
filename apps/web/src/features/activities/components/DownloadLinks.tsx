import { useAppDownloads } from '../../../lib/downloads/app-downloads';
import { useActivitiesT } from '../strings';

/** APP_DOWNLOAD's go-button: the merchant's download links for this host (the install issue replaces it). */
export function DownloadLinks() {
  const t = useActivitiesT();
  const links = useAppDownloads();
  if (links.length === 0) return <p className="muted">{t('activities.no_download')}</p>;
  return (
    <div className="stack">
      {links.map((link) => (
        <a key={link.platform} className="button button--primary button--block" href={link.url} rel="noopener">
          {t('activities.download_for', { platform: link.platform })}
        </a>
      ))}
    </div>
  );
}
