import { useAppDownloads } from '../../../lib/downloads/app-downloads';
import { useGamesT } from '../strings';

/** Doc E §8 app-only refusal: the message and the merchant's app downloads (Android, iOS). */
export function AppOnlyNotice() {
  const t = useGamesT();
  const links = useAppDownloads();
  return (
    <div className="card" role="alert">
      <p>{t('games.app_only')}</p>
      {links.map((link) => (
        <a key={link.platform} href={link.url} className="button button--primary button--block" rel="noopener">
          {t('games.download_app')} ({link.platform})
        </a>
      ))}
    </div>
  );
}
