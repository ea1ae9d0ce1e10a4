import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_APP_LAYER } from '@portico/contract/install';
import { useDownloadResources } from '../../../lib/downloads/app-downloads';
import { appIconUrl } from '../../../lib/downloads/app-icon';
import { installPlace } from '../../../lib/install/environment';
import { availablePromotionsQueryOptions } from '../../../lib/promotions/get-available-promotions';
import { useSession } from '../../../lib/session/use-session';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useRankLevel } from '../api/get-rank-progress';
import { chooseDownload } from '../model/choose-download';
import { HIDE_DOWNLOAD_BAR, sessionStore } from '../model/storage';
import { downloadBarDecision } from '../model/visibility';
import { useDownloadBarT } from '../strings';
import { useStartDownload } from './use-download';
import './download-bar.css';
import { Gift, Star } from 'lucide';
import { Icon } from '../../../components/ui/Icon';

/**
 * doc E §4 "Download bar": the app's icon, name, a 5.0 grade and the gift when an APP_DOWNLOAD
 * promotion runs, fixed to the bottom of the screen over the page (decision 037: it appears after
 * hydration and moves nothing). Dismissed, or in the app, it stays away for the tab's session.
 */
export default function DownloadBar() {
  const t = useDownloadBarT();
  const settings = useSiteSettings();
  const barSettings = (settings.appLayer ?? DEFAULT_APP_LAYER).downloadBar;
  const session = useSession();
  const place = useMemo(() => installPlace(), []);
  const [hidden, setHidden] = useState(() => sessionStore.getItem(HIDE_DOWNLOAD_BAR) === '1');
  const { resources, loaded } = useDownloadResources(barSettings.enabled && !hidden);
  const rank = useRankLevel(barSettings.minRankLevel > 0);
  const promotions = useQuery({ ...availablePromotionsQueryOptions(), enabled: settings.whitelabel.REWCEN3 === true });
  const download = chooseDownload(resources, place, settings.merchantCode);
  const startDownload = useStartDownload(place.ios);
  const decision = downloadBarDecision({
    place,
    hiddenThisSession: hidden,
    settings: barSettings,
    signedIn: session !== null,
    rankLevel: rank.level,
    download,
  });

  useEffect(() => {
    if (decision === 'session' && !hidden) sessionStore.setItem(HIDE_DOWNLOAD_BAR, '1');
  }, [decision, hidden]);

  const shown = loaded && rank.settled && decision === 'shown' && download !== null;
  // The page's end can still be scrolled above the bar.
  useEffect(() => {
    if (!shown) return;
    document.documentElement.classList.add('has-download-bar');
    return () => document.documentElement.classList.remove('has-download-bar');
  }, [shown]);

  if (!shown) return null;
  const dismiss = () => {
    sessionStore.setItem(HIDE_DOWNLOAD_BAR, '1');
    setHidden(true);
  };
  const gift = promotions.data?.APP_DOWNLOAD.enabled === true;
  return (
    <aside className="download-bar" data-floor="" aria-label={t('download_bar.region', { name: settings.name })}>
      <button type="button" className="download-bar__dismiss" aria-label={t('download_bar.dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
      <img className="download-bar__icon" src={appIconUrl(settings.merchantCode, 40)} alt="" width={40} height={40} />
      <div className="download-bar__text">
        <span className="download-bar__name">{settings.name}</span>
        <span className="download-bar__grade" role="img" aria-label={t('download_bar.rating')}>
          <span aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <Icon key={n} node={Star} className="icon" filled />
            ))}{' '}
            5.0
          </span>
        </span>
      </div>
      {gift ? (
        <span className="download-bar__gift" role="img" aria-label={t('download_bar.gift')}>
          <Icon node={Gift} className="icon" />
        </span>
      ) : null}
      <button type="button" className="button button--primary download-bar__download" onClick={() => void startDownload(download)}>
        {t('download_bar.download')}
      </button>
    </aside>
  );
}
