import { MissionsPage } from '../../features/missions/components/MissionsPage';
import { useMissionsT } from '../../features/missions/strings';
import { MemberPage } from './member-page';

export default function MissionsRoute() {
  const t = useMissionsT();
  return (
    <MemberPage title={t('missions.title')}>
      <MissionsPage />
    </MemberPage>
  );
}
