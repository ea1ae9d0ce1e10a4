import { useT } from '../../lib/i18n/keys';
import { Redirect, useLocation } from 'wouter';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useSession } from '../../lib/session/use-session';
import { useSiteSettings } from '../../lib/site/site-settings';
import { useDocumentTitle } from '../use-document-title';

export default function LoginRoute() {
  const t = useT();
  const settings = useSiteSettings();
  const session = useSession();
  const [, navigate] = useLocation();
  useDocumentTitle(t('login.title'));

  if (session) return <Redirect to="/home" replace />;
  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('login.heading', { merchant: settings.name })}</h1>
      </div>
      <LoginForm onSignedIn={() => navigate('/home', { replace: true })} />
    </main>
  );
}
