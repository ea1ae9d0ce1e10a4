import { InviteFriendsPage } from '../../features/referral/components/InviteFriendsPage';
import { useReferralT } from '../../features/referral/strings';
import { useSession } from '../../lib/session/use-session';
import { MemberPage } from './member-page';
import { AfterHydration } from './public-shell';

/** /m/inviteFriends: public (doc E §2). */
export default function InviteFriendsRoute() {
  return (
    <AfterHydration>
      <InviteFriendsScreen />
    </AfterHydration>
  );
}

function InviteFriendsScreen() {
  const t = useReferralT();
  const session = useSession();
  return (
    <MemberPage title={t('referral.entry_title')} back={session ? '/member/home' : '/home'}>
      <InviteFriendsPage />
    </MemberPage>
  );
}
