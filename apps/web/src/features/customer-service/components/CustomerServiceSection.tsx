import { useId } from 'react';
import { entriesForLabel, openCustomerService } from '../../../lib/customer-service/customer-service';
import { useT } from '../../../lib/i18n/keys';
import { useCustomerServiceScript } from '../api/get-customer-service-script';
import { useCustomerServiceT } from '../strings';

interface CustomerServiceSectionProps {
  /** The member's VIP label (member info clubLabel.labelId); null for a visitor or a member without one. */
  labelId: number | null;
}

/**
 * The customer-service entries for this person (doc E §4): each opens its vendor's page in a new
 * tab (decision 028; the chat issue adds the unread badge). Loads and fails on its own.
 */
export default function CustomerServiceSection({ labelId }: CustomerServiceSectionProps) {
  const t = useCustomerServiceT();
  const common = useT();
  const id = useId();
  const { data, isError, refetch, isFetching } = useCustomerServiceScript();
  const entries = data ? entriesForLabel(data, labelId) : [];
  if (!isError && entries.length === 0) return null;

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('customer_service.title')}
      </h2>
      {isError ? (
        <>
          <p className="muted">{t('customer_service.failed')}</p>
          <button type="button" className="button button--secondary" disabled={isFetching} onClick={() => void refetch()}>
            {common('common.retry')}
          </button>
        </>
      ) : (
        entries.map((entry) => (
          <button key={entry.id} type="button" className="button button--secondary button--block" onClick={() => openCustomerService(entry)}>
            {entry.title}
            <span className="visually-hidden"> ({t('customer_service.new_tab')})</span>
          </button>
        ))
      )}
    </section>
  );
}
