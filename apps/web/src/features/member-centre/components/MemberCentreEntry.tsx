import { Link } from 'wouter';
import { useMemberCentreT } from '../strings';

/** Home's way into the member centre and every member page it links (decision 029). */
export default function MemberCentreEntry() {
  const t = useMemberCentreT();
  return (
    <Link href="/member/home" className="button button--secondary button--block">
      {t('memberCentre.title')}
    </Link>
  );
}
