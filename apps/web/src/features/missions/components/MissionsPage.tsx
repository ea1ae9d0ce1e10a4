import { Link } from 'wouter';
import { useT } from '../../../lib/i18n/keys';
import { useFormatNumber } from '../../../lib/country/use-format-number';
import { useMissions } from '../api/get-missions';
import { useMissionsT } from '../strings';

/** /m/leaderBoard: each mission with the member's progress bar and its reward. */
export function MissionsPage() {
  const t = useMissionsT();
  const tc = useT();
  const formatNumber = useFormatNumber();
  const { data, isPending } = useMissions();
  if (isPending || !data) return <p className="muted">{tc('common.loading')}</p>;
  if (data.length === 0) return <p className="card muted">{t('missions.none')}</p>;
  return (
    <ul className="stack" aria-label={t('missions.title')}>
      {data.map((m) => {
        const summary = m.progress >= m.target ? t('missions.done') : t('missions.progress', { done: formatNumber(m.progress), target: formatNumber(m.target) });
        return (
          <li key={m.id} className="card">
            <h2 className="card__title" id={`mission-${m.id}`}>
              {m.title}
            </h2>
            {m.description ? <p className="muted">{m.description}</p> : null}
            <div className="progress" role="progressbar" aria-labelledby={`mission-${m.id}`} aria-valuemin={0} aria-valuemax={m.target} aria-valuenow={m.progress} aria-valuetext={summary}>
              <div className="progress__bar" style={{ inlineSize: `${Math.round((m.progress / m.target) * 100)}%` }} />
            </div>
            <p>
              {summary} · {t('missions.reward', { points: formatNumber(m.rewardPoints) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function MissionsLink() {
  const t = useMissionsT();
  return (
    <Link href="/leaderBoard" className="link-list__item">
      {t('missions.title')}
    </Link>
  );
}
