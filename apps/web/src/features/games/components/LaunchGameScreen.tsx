import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/Button';
import { events } from '../../../lib/events/app-events';
import { isApiError } from '../../../lib/http/api-error';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { notice } from '../../../lib/notify/notify';
import { useSession } from '../../../lib/session/use-session';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { launchGame } from '../api/launch-game';
import { currentPlace, mayLaunch } from '../model/app-only';
import { launchPayload, runLaunch } from '../model/launch';
import { useGamesT } from '../strings';
import { AppOnlyNotice } from './AppOnlyNotice';
import './games.css';

type State = 'launching' | 'timeout' | 'failed' | 'app-only' | 'no-game';

/**
 * /m/launchGame (doc E §4 "Lottery game launch"): after 150 ms, the launch with a 10 s time-out,
 * then the game opens in this tab. The route guard has already sent a visitor to sign in and back.
 */
export function LaunchGameScreen({ open = (url: string) => location.assign(url) }: { open?: (gameUrl: string) => void }) {
  const t = useGamesT();
  const language = useCurrentLanguage();
  const session = useSession();
  const { features } = useSiteSettings();
  const [state, setState] = useState<State>('launching');
  const started = useRef(false);

  const launch = useCallback(async () => {
    const payload = launchPayload(new URLSearchParams(location.search), language, location.origin);
    if (!payload) return setState('no-game');
    if (!mayLaunch(currentPlace(features.startGameOnlyInApp))) return setState('app-only');
    setState('launching');
    const outcome = await runLaunch(() => launchGame(payload));
    if (outcome.kind === 'opened') {
      events.emit('game-started', {
        gameCode: payload.lottoGameCode,
        vendor: null,
        trial: false,
        ...(session ? { customerId: session.customerId ?? session.id, customerName: session.userName } : {}),
      });
      open(outcome.gameUrl);
      return;
    }
    if (outcome.kind === 'timeout') return setState('timeout');
    const error = outcome.error;
    const code = isApiError(error) ? error.errorCode : undefined;
    // The platform's message is shown once, in the alert (doc E §4); the page only says what happened.
    setState('failed');
    void notice({ ...(code ? { errorCode: code } : {}), ...(isApiError(error) && error.message ? { message: error.message } : {}), fallbackKey: 'games.launch_failed' });
  }, [features.startGameOnlyInApp, language, open, session]);

  useEffect(() => {
    // Once per visit: React's development double effect must not launch twice.
    if (started.current) return;
    started.current = true;
    void launch();
  }, [launch]);

  return (
    <main id="main" className="page launch-game">
      <h1 className="page__title">{t('games.title')}</h1>
      {state === 'launching' ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t('games.launching')}
        </p>
      ) : null}
      {state === 'timeout' ? (
        <div className="card" role="alert">
          <p>{t('games.timeout_retry_please')}</p>
          <Button onClick={() => void launch()}>{t('games.retry')}</Button>
        </div>
      ) : null}
      {state === 'failed' ? <p>{t('games.launch_failed')}</p> : null}
      {state === 'no-game' ? <p role="alert">{t('games.no_game')}</p> : null}
      {state === 'app-only' ? <AppOnlyNotice /> : null}
      {state !== 'launching' ? (
        <Link href="/game" className="button button--secondary button--block">
          {t('games.to_games')}
        </Link>
      ) : null}
    </main>
  );
}
