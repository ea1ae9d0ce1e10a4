import { Link } from 'wouter';
import { useSession } from '../../../lib/session/use-session';
import { useIsAgent } from '../../../lib/referral/use-is-agent';
import { useReferralT } from '../strings';
import { ShareReferral } from './ShareReferral';

/** /m/inviteFriends (public): a member's link and code; a visitor sees how it works and a sign-up button. */
export function InviteFriendsPage() {
  const t = useReferralT();
  const session = useSession();
  return (
    <>
      <section className="card" aria-labelledby="referral-how">
        <h2 id="referral-how" className="card__title">
          {t('referral.how_title')}
        </h2>
        <ol className="steps">
          <li>{t('referral.how_1')}</li>
          <li>{t('referral.how_2')}</li>
          <li>{t('referral.how_3')}</li>
        </ol>
      </section>
      <section className="card" aria-label={t('referral.your_link')}>
        {session ? (
          <ShareReferral />
        ) : (
          <Link href="/register" className="button button--primary button--block">
            {t('referral.sign_up')}
          </Link>
        )}
      </section>
    </>
  );
}

export function InviteFriendsLink() {
  const t = useReferralT();
  return (
    <Link href="/inviteFriends" className="link-list__item">
      {t('referral.entry_title')}
    </Link>
  );
}

/** The member centre's row: an agent's own page for an agent, the application for anyone else. */
export function AgentRegisterLink() {
  const t = useReferralT();
  const agent = useIsAgent();
  return (
    <Link href="/agentRegister" className="link-list__item">
      {t(agent ? 'referral.agent_centre' : 'referral.agent_title')}
    </Link>
  );
}
