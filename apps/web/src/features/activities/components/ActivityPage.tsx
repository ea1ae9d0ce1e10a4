import { useId } from 'react';
import { useT } from '../../../lib/i18n/keys';
import { SafeHtml } from '../../../lib/html/SafeHtml';
import { referralFeatureShown } from '../../../lib/referral/referral-rules';
import { useReferralFacts } from '../../../lib/referral/use-referral-facts';
import { useSession } from '../../../lib/session/use-session';
import { useActivity } from '../api/get-activity';
import { inAppOrInstalled } from '../model/installed';
import { useActivitiesT } from '../strings';
import { GoButton } from './GoButton';
import { OperatorText } from '../../../components/ui/OperatorText';

/** /m/activity?id= : the activity (a promotion page) and its go-button. `vipBenefitsOn` comes from member info (app/). */
export function ActivityPage({ id, vipBenefitsOn }: { id: number; vipBenefitsOn: boolean }) {
  const t = useActivitiesT();
  const tc = useT();
  const headingId = useId();
  const session = useSession();
  const referral = useReferralFacts();
  const { data, isError, isPending } = useActivity(id);

  if (isPending && Number.isInteger(id) && id > 0) return <p className="muted">{tc('common.loading')}</p>;
  if (isError || !data) return <p role="alert">{t('activities.not_found')}</p>;

  const facts = {
    memberType: session?.type ?? -1,
    inAppOrInstalled: inAppOrInstalled(),
    referralShown: referral ? referralFeatureShown(referral) : false,
    vipBenefitsOn,
  };
  return (
    <article className="card" aria-labelledby={headingId}>
      {data.imageUrl ? <img className="activity__image" src={data.imageUrl} alt="" width={360} height={180} loading="lazy" /> : null}
      <h1 id={headingId} className="page__title">
        <OperatorText>{data.title}</OperatorText>
      </h1>
      <SafeHtml className="activity__body" html={data.bodyHtml} />
      <GoButton activity={data} facts={facts} />
    </article>
  );
}
