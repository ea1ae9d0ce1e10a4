import { useT } from '../../../lib/i18n/keys';
import { formatNumber } from '../../../lib/format/number';
import { useAgentSummary } from '../api/get-agent-summary';
import { useReferralT } from '../strings';
import { ShareLink } from './ShareReferral';

/**
 * /m/agentRegister for an agent (issue 31, decision 056): their own view instead of the application —
 * the agent code and share link, and the members who signed up with it, as the platform counts them.
 */
export function AgentPage() {
  const t = useReferralT();
  const tc = useT();
  const { data } = useAgentSummary();
  if (!data) return <p className="muted">{tc('common.loading')}</p>;
  return (
    <>
      <section className="card" aria-labelledby="agent-members">
        <h2 id="agent-members" className="card__title">
          {t('referral.agent_members')}
        </h2>
        <dl className="figures">
          <div>
            <dt>{t('referral.invited_members')}</dt>
            <dd className="figures__value">{formatNumber(data.invitedMembers)}</dd>
          </div>
          <div>
            <dt>{t('referral.depositing_members')}</dt>
            <dd className="figures__value">{formatNumber(data.depositingMembers)}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-label={t('referral.your_link')}>
        <ShareLink code={data.agentCode} path={data.referralPath} codeLabel={t('referral.agent_code')} />
      </section>
    </>
  );
}
