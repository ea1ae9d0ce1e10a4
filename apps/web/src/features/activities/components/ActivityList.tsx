import { useId } from 'react';
import { Link } from 'wouter';
import { useActivities } from '../api/get-activities';
import { useActivitiesT } from '../strings';
import { OperatorText } from '../../../components/ui/OperatorText';

/** Home's activities entry: each running activity, opening its page. */
export function ActivityList() {
  const t = useActivitiesT();
  const headingId = useId();
  const { data } = useActivities();
  if (!data || data.length === 0) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t('activities.title')}
      </h2>
      <ul className="link-list">
        {data.map((a) => (
          <li key={a.id}>
            <Link href={`/activity?id=${a.id}`} className="link-list__item">
              <span className="link-list__title">
                <OperatorText>{a.title}</OperatorText>
              </span>
              {a.summary ? (
                <span className="muted">
                  <OperatorText>{a.summary}</OperatorText>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
