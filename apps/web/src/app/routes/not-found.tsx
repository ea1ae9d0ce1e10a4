import { useT } from '../../lib/i18n/keys';
import { Link } from 'wouter';
import { useDocumentTitle } from '../use-document-title';

export default function NotFoundRoute() {
  const t = useT();
  useDocumentTitle(t('not_found.title'));
  return (
    <main id="main" className="page">
      <h1 className="page__title">{t('not_found.title')}</h1>
      <p className="muted">{t('not_found.body')}</p>
      <Link href="/home" className="button button--primary button--block">
        {t('not_found.go_home')}
      </Link>
    </main>
  );
}
