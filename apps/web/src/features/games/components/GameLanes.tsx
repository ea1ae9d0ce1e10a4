import { useId } from 'react';
import { Link } from 'wouter';
import type { GameLane } from '@portico/contract/games';
import { Button } from '../../../components/ui/Button';
import { useGameLanes } from '../api/get-game-lanes';
import { gameHref } from '../model/lanes';
import { useGamesT } from '../strings';
import './games.css';
import { OperatorText } from '../../../components/ui/OperatorText';

/**
 * The game lanes (doc E §2 game area): each lane's vendors and games, tapping a game launches it
 * by its kind. Exported for the home screen too (composed in app/routes/home.tsx, after hydration).
 */
export function GameLanes({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useGamesT();
  const lanes = useGameLanes();
  if (lanes.isPending) return <p role="status">{t('games.loading')}</p>;
  if (lanes.isError) {
    return (
      <div role="alert" className="card">
        <p>{t('games.load_failed')}</p>
        <Button variant="secondary" onClick={() => void lanes.refetch()}>
          {t('games.retry')}
        </Button>
      </div>
    );
  }
  if (lanes.data.length === 0) return <p className="muted">{t('games.empty')}</p>;
  return (
    <>
      {lanes.data.map((lane) => (
        <Lane key={lane.code} lane={lane} headingLevel={headingLevel} />
      ))}
    </>
  );
}

function Lane({ lane, headingLevel }: { lane: GameLane; headingLevel: 2 | 3 }) {
  const t = useGamesT();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card game-lane" aria-labelledby={id}>
      <Heading id={id} className="card__title">
        <OperatorText>{lane.title}</OperatorText>
      </Heading>
      <ul className="game-lane__providers" aria-label={t('games.providers')}>
        {lane.cards.map((card) => (
          <li key={card.accountTypeName}>
            <OperatorText>{card.displayName}</OperatorText>
          </li>
        ))}
      </ul>
      <ul className="game-lane__games">
        {lane.games.map((game) => (
          <li key={game.gameId}>
            <Link href={gameHref(game)} className="game-card">
              <img src={game.image} alt="" width={320} height={180} loading="lazy" decoding="async" />
              <span className="game-card__name">
                <OperatorText>{game.gameName}</OperatorText>
              </span>
              {game.kind === 'trial' ? <span className="game-card__badge">{t('games.demo')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
