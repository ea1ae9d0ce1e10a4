import { Link, useLocation } from 'wouter';
import { useT } from '../../../lib/i18n/keys';
import { backState } from '../../../lib/navigation/back-state';

/** The member's own way to /m/changePsw; the screen's back control returns to where this was tapped. */
export function ChangePasswordLink() {
  const t = useT();
  const [here] = useLocation();
  return (
    <Link href="/changePsw" state={backState(here)} className="link-list__item">
      {t('change_password.title')}
    </Link>
  );
}
