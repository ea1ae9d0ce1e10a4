import { Button } from '../ui/Button';
import { useT } from '../../lib/i18n/keys';

/**
 * What the widget looks like while its code downloads: the same disabled button it shows while it
 * loads, so the form does not move when the widget arrives.
 */
export function VerificationPlaceholder() {
  const t = useT();
  return (
    <div className="hv" role="group" aria-label={t('hv.label')} data-state="loading">
      <Button variant="secondary" block disabled>
        <span className="spinner hv__spinner" aria-hidden="true" />
        {t('hv.verify')}
      </Button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {t('hv.loading')}
      </p>
    </div>
  );
}
