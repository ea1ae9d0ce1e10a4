import { useLocation } from 'wouter';
import { useT } from '../../lib/i18n/keys';
import { ChangePasswordForm } from '../../features/account/components/ChangePasswordForm';
import { notice } from '../../lib/notify/notify';
import { useDocumentTitle } from '../use-document-title';

/** /m/changePsw (doc A §2, §4): the forced password change after sign-in; members only (the route table's guard). */
export default function ChangePasswordRoute() {
  const t = useT();
  const [, navigate] = useLocation();
  useDocumentTitle(t('change_password.title'));

  function changed() {
    navigate('/home', { replace: true });
    void notice({ messageKey: 'change_password.done', fallbackKey: 'change_password.done' });
  }

  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('change_password.heading')}</h1>
      </div>
      <ChangePasswordForm onChanged={changed} />
    </main>
  );
}
