import { useT } from '../lib/i18n/keys';

/** What shows while a screen's chunk loads or its guard decides. */
export function Loading() {
  const t = useT();
  return (
    <div className="page" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
