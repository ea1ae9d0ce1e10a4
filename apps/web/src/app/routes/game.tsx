import { Loading } from '../Loading';
import { GameLanes } from '../../features/games/components/GameLanes';
import { useGamesT } from '../../features/games/strings';
import { useHydrated } from '../../lib/use-hydrated';
import { useDocumentTitle } from '../use-document-title';

/** /m/game: the game area. Its strings and lanes load in the browser; the prerender shows the waiting view. */
export default function GameRoute() {
  return useHydrated() ? <GameArea /> : <Loading />;
}

function GameArea() {
  const t = useGamesT();
  useDocumentTitle(t('games.title'));
  return (
    <main id="main" className="page">
      <h1 className="page__title">{t('games.title')}</h1>
      <GameLanes />
    </main>
  );
}
