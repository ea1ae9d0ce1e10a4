import { InviteFriendsPage } from '../../features/referral/components/InviteFriendsPage';
import { useReferralT } from '../../features/referral/strings';
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
  return (
    <MemberPage title={t('referral.entry_title')}>
      <InviteFriendsPage />
    </MemberPage>
  );
}
