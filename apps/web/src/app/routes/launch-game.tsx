import { LaunchGameScreen } from '../../features/games/components/LaunchGameScreen';
import { useGamesT } from '../../features/games/strings';
import { useDocumentTitle } from '../use-document-title';

/** /m/launchGame (member route): the lottery launch page. */
export default function LaunchGameRoute() {
  const t = useGamesT();
  useDocumentTitle(t('games.title'));
  return <LaunchGameScreen />;
}
