import './consent.css';
import { Dialog } from '../../../components/ui/Dialog';
import { useTrackingT } from '../strings';
import type { ConsentChoice } from '../model/consent';

/**
 * The consent question of a merchant whose market requires it (decision 040): both answers are
 * equally easy to give, and nothing of the site waits on it.
 */
export function ConsentBanner({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  const t = useTrackingT();
  return (
    <Dialog
      role="dialog"
      title={t('tracking.consent_title')}
      className="consent"
      actions={
        <div className="consent__actions">
          <button type="button" className="button button--block" onClick={() => onChoice('denied')}>
            {t('tracking.reject')}
          </button>
          <button type="button" className="button button--primary button--block" onClick={() => onChoice('granted')}>
            {t('tracking.accept')}
          </button>
        </div>
      }
    >
      <p>{t('tracking.consent_text')}</p>
    </Dialog>
  );
}
