import { useId } from 'react';
import { formatNumber } from '../../../lib/format/number';
import { useT } from '../../../lib/i18n/keys';
import { useRankProgress } from '../api/get-rank-progress';
import { vipProgress } from '../model/vip';

/**
 * "VIP Silver — 3 of 5 conditions to Gold", with a progress bar; nothing until it has loaded, and
 * nothing for a member without VIP (no label id, doc E §4): the member's VIP line says so, once.
 */
export function RankProgressCard() {
  const t = useT();
  const id = useId();
  const { data } = useRankProgress();
  if (!data || data.playerRankProgress.labelId === null) return null;

  const { completedConditions: done, totalExpectedConditions: total } = data.currentProgress;
  const { labelName, nextLabelName } = data.playerRankProgress;
  const clamped = Math.min(Math.max(done, 0), Math.max(total, 0));
  const percent = Math.round(vipProgress(data) * 100);
  const summary = nextLabelName
    ? t('vip.progress', { rank: labelName, done: formatNumber(clamped), total: formatNumber(total), next: nextLabelName })
    : t('vip.top_rank', { rank: labelName });

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('vip.title')}
      </h2>
      <p id={`${id}-summary`} className="muted">
        {summary}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        aria-valuemin={0}
        aria-valuemax={total > 0 ? total : 1}
        aria-valuenow={total > 0 ? clamped : 1}
        aria-valuetext={summary}
      >
        <div className="progress__bar" style={{ inlineSize: `${percent}%` }} />
      </div>
    </section>
  );
}
