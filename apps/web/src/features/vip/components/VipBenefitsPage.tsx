import { Link } from 'wouter';
import { useT } from '../../../lib/i18n/keys';
import type { ClubLabel } from '@portico/contract/member';
import { useVipBenefits } from '../api/get-vip-benefits';
import { hasVip } from '../model/vip';
import { useVipBenefitsT } from '../strings';
import { OperatorText } from '../../../components/ui/OperatorText';

/** /m/member/benefits: the VIP labels with their benefits, the member's own marked; shown when the label type is AUTO. */
export function VipBenefitsPage() {
  const t = useVipBenefitsT();
  const tc = useT();
  const { data, isPending } = useVipBenefits();
  if (isPending || !data) return <p className="muted">{tc('common.loading')}</p>;
  if (!data.benefitsShown) return <p className="card">{t('vip.benefits_off')}</p>;
  return (
    <ul className="stack" aria-label={t('vip.benefits_title')}>
      {data.labels.map((label) => {
        const mine = label.labelId === data.memberLabelId;
        return (
          <li key={label.labelId} className={mine ? 'card card--current' : 'card'} aria-current={mine ? 'true' : undefined}>
            <h2 className="card__title">
              <OperatorText>{label.labelName}</OperatorText>
              {mine ? <span className="badge">{t('vip.your_level')}</span> : null}
            </h2>
            <ul className="benefits">
              {label.benefits.map((b) => (
                <li key={b.title}>
                  <strong>
                    <OperatorText>{b.title}</OperatorText>
                  </strong>
                  {b.description ? <span className="muted">
                      {' — '}
                      <OperatorText>{b.description}</OperatorText>
                    </span> : null}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The member's VIP line (member centre, home): "VIP Silver" to the benefits, or that there is none yet. */
export function VipEntry({ label }: { label: ClubLabel | null | undefined }) {
  const t = useVipBenefitsT();
  if (!hasVip(label)) return <p className="muted">{t('vip.none')}</p>;
  return (
    <Link href="/member/benefits" className="vip-entry">
      {t('vip.label', { label: label!.labelName })}
    </Link>
  );
}

export function VipBenefitsLink() {
  const t = useVipBenefitsT();
  return (
    <Link href="/member/benefits" className="link-list__item">
      {t('vip.benefits_title')}
    </Link>
  );
}
