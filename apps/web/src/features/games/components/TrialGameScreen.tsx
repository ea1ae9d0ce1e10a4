import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { events } from '../../../lib/events/app-events';
import { toast } from '../../../lib/notify/notify';
import { useTrialLaunch } from '../api/trial-launch';
import { enterFullscreen, exitFullscreen, fullscreenMode } from '../model/fullscreen';
import { useGamesT } from '../strings';
import './games.css';

/** Doc E §9 "Loading toasts 5 to 10 s": the demo's toast stays about 5 s. */
const LOADING_TOAST_MS = 5_000;

/**
 * The trial (demo) game screen (doc E §2): the demo URL in a frame with a back arrow, a full-screen
 * toggle and a header that can be hidden. No sign-in needed; `game-started` (trial) goes on the bus: doc E §3 startTrial.
 */
export function TrialGameScreen() {
  const t = useGamesT();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(location.search);
  const gameId = query.get('gameId') ?? '';
  const trial = useTrialLaunch(gameId, query.get('nodeId'));
  const root = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const [header, setHeader] = useState(true);
  const gameUrl = trial.data?.gameUrl;

  useEffect(() => {
    if (!gameUrl) return;
    toast({ messageKey: 'games.trial_loading', durationMs: LOADING_TOAST_MS });
    events.emit('game-started', { gameCode: gameId, vendor: trial.data?.vendor ?? null, trial: true });
  }, [gameUrl, gameId, trial.data?.vendor]);

  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null || overlay);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [overlay]);

  async function toggleFullscreen() {
    if (full) {
      exitFullscreen();
      setOverlay(false);
      setFull(false);
      return;
    }
    const el = root.current;
    const viaApi = el && fullscreenMode(el) === 'api' && (await enterFullscreen(el));
    if (!viaApi) setOverlay(true);
    setFull(true);
  }

  function back() {
    exitFullscreen();
    const fromHere = document.referrer === '' || new URL(document.referrer).origin === location.origin;
    if (fromHere && history.length > 1) history.back();
    else navigate('/game');
  }

  const failed = trial.isError || gameId === '';
  return (
    <div ref={root} className={`trial${overlay ? ' trial--overlay' : ''}`}>
      {header ? (
        <header className="trial__header">
          <button type="button" className="trial__icon" onClick={back} aria-label={t('games.back')}>
            <span className="trial__back-arrow" aria-hidden="true">←</span>
          </button>
          <h1>{t('games.trial_title')}</h1>
          <div className="trial__actions">
            <button type="button" className="trial__icon" aria-pressed={full} onClick={() => void toggleFullscreen()}>
              {t('games.fullscreen')}
            </button>
            <button type="button" className="trial__icon" onClick={() => setHeader(false)}>
              {t('games.hide_header')}
            </button>
          </div>
        </header>
      ) : (
        <button type="button" className="trial__icon trial__reveal" onClick={() => setHeader(true)}>
          {t('games.show_header')}
        </button>
      )}
      <main id="main" className="trial__frame-wrap" style={{ display: 'contents' }}>
        {failed ? (
          <div className="page" role="alert">
            <p>{trial.error?.message || t('games.launch_failed')}</p>
          </div>
        ) : gameUrl ? (
          <iframe
            className="trial__frame"
            src={gameUrl}
            title={t('games.trial_title')}
            allow="fullscreen; autoplay"
            {...(trial.data?.sandbox ? { sandbox: trial.data.sandbox } : {})}
          />
        ) : (
          <p role="status" className="page">
            {t('games.trial_loading')}
          </p>
        )}
      </main>
    </div>
  );
}
