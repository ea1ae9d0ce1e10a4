import { useT } from '../lib/i18n/keys';
import { Button } from '../components/ui/Button';

/** Shown when the merchant's settings can't be loaded at start: nothing else can render without them. */
export function BootError() {
  const t = useT();
  return (
    <main id="main" className="page">
      <h1 className="page__title">{t('common.error')}</h1>
      <p role="alert">{t('boot.failed')}</p>
      <Button block onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </main>
  );
}
