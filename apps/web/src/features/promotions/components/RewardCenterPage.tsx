import { useState } from 'react';
import { useT } from '../../../lib/i18n/keys';
import { Link } from 'wouter';
import { useAvailablePromotions } from '../../../lib/promotions/get-available-promotions';
import { usePromotionCategories } from '../api/get-promotion-categories';
import { usePromotionsT } from '../strings';
import { OperatorText } from '../../../components/ui/OperatorText';

/** /m/rewardCenter: the promotions running now (REWCEN3), filtered by category. */
export function RewardCenterPage() {
  const t = usePromotionsT();
  const tc = useT();
  const promotions = useAvailablePromotions();
  const categories = usePromotionCategories();
  const [category, setCategory] = useState<number | null>(null);
  if (promotions.isPending) return <p className="muted">{tc('common.loading')}</p>;

  const list = (promotions.data?.promotions ?? []).filter((p) => category === null || p.categoryId === category);
  const tabs = [{ id: null, name: t('promotions.all') }, ...(categories.data ?? [])];
  return (
    <>
      <div className="chips" role="group" aria-label={t('promotions.categories')}>
        {tabs.map((c) => (
          <button key={c.id ?? 'all'} type="button" className="chip" aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
            <OperatorText>{c.name}</OperatorText>
          </button>
        ))}
      </div>
      {list.length === 0 ? <p className="card muted">{t('promotions.none')}</p> : null}
      <ul className="stack" aria-label={t('promotions.title')}>
        {list.map((p) => (
          <li key={p.id} className="card">
            <h2 className="card__title">
              <OperatorText>{p.title}</OperatorText>
            </h2>
            {p.description ? (
              <p className="muted">
                <OperatorText>{p.description}</OperatorText>
              </p>
            ) : null}
            {p.activityId ? (
              <Link href={`/activity?id=${p.activityId}`} className="button button--secondary button--block" aria-label={`${t('promotions.details')}: ${p.title}`}>
                {t('promotions.details')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export function RewardCenterLink() {
  const t = usePromotionsT();
  return (
    <Link href="/rewardCenter" className="link-list__item">
      {t('promotions.title')}
    </Link>
  );
}
