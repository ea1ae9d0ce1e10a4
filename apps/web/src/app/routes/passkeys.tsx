import { PasskeysPage } from '../../features/passkeys/components/PasskeysPage';
import { usePasskeysT } from '../../features/passkeys/strings';
import { MemberPage } from './member-page';

/** /m/member/passkeys: the member's passkeys (decision 042), linked from the member centre. */
export default function PasskeysRoute() {
  const t = usePasskeysT();
  return (
    <MemberPage title={t('passkeys.title')}>
      <PasskeysPage />
    </MemberPage>
  );
}
