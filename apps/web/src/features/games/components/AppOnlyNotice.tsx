import { useDownloadSetting } from '../api/get-download-setting';
import { useGamesT } from '../strings';

/** Doc E §8 app-only refusal: the message and the merchant's app downloads (Android, iOS). */
export function AppOnlyNotice() {
  const t = useGamesT();
  const downloads = useDownloadSetting(location.hostname);
  const links = (downloads.data ?? []).filter((r) => r.resourceType === 'Android' || r.resourceType === 'IOS');
  return (
    <div className="card" role="alert">
      <p>{t('games.app_only')}</p>
      {links.map((r) => (
        <a key={r.resourceType} href={r.url} className="button button--primary button--block" rel="noopener">
          {t('games.download_app')} ({r.resourceType === 'IOS' ? 'iOS' : 'Android'})
        </a>
      ))}
    </div>
  );
}
