import { Loading } from '../Loading';
import { TrialGameScreen } from '../../features/games/components/TrialGameScreen';
import { useGamesT } from '../../features/games/strings';
import { useHydrated } from '../../lib/use-hydrated';
import { useDocumentTitle } from '../use-document-title';

/** /m/game/trial?gameId=&nodeId= (decision 030): a demo game in a frame, for anyone. */
export default function GameTrialRoute() {
  return useHydrated() ? <TrialScreen /> : <Loading />;
}

function TrialScreen() {
  const t = useGamesT();
  useDocumentTitle(t('games.trial_title'));
  return <TrialGameScreen />;
}
