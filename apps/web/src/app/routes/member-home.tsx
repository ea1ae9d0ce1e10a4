import { useMemberInfo } from '../../features/account/api/get-member-info';
import { ChangePasswordLink } from '../../features/account/components/ChangePasswordLink';
import { MemberCentrePage, useMemberCentreTitle } from '../../features/member-centre/components/MemberCentrePage';
import { FeedbackLink } from '../../features/feedback/components/FeedbackPage';
import { PasskeysLink } from '../../features/passkeys/components/PasskeysPage';
import { MissionsLink } from '../../features/missions/components/MissionsPage';
import { PointMarketLink } from '../../features/point-market/components/PointMarketPage';
import { RewardCenterLink } from '../../features/promotions/components/RewardCenterPage';
import { AgentRegisterLink, InviteFriendsLink } from '../../features/referral/components/InviteFriendsPage';
import { VipBenefitsLink, VipEntry } from '../../features/vip/components/VipBenefitsPage';
import { useSession } from '../../lib/session/use-session';
import { MemberPage } from './member-page';

/** /m/member/home: the member centre, linking every member page (decision 029). */
export default function MemberHomeRoute() {
  const title = useMemberCentreTitle();
  const session = useSession();
  const member = useMemberInfo();
  const links = [RewardCenterLink, InviteFriendsLink, AgentRegisterLink, PointMarketLink, MissionsLink, VipBenefitsLink, FeedbackLink].map((L, i) => <L key={i} />);
  const security = [ChangePasswordLink, PasskeysLink].map((L, i) => <L key={i} />);
  return (
    <MemberPage title={title}>
      <MemberCentrePage name={member.data?.userName ?? session?.userName ?? ''} vip={<VipEntry label={member.data?.clubLabel} />} links={links} security={security} />
    </MemberPage>
  );
}
