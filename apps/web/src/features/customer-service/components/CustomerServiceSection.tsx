import { useId } from 'react';
import { entryOpensChat, openChat } from '../../../lib/chat/open-chat';
import { entriesForLabel, openCustomerService } from '../../../lib/customer-service/customer-service';
import { ApiError } from '../../../lib/http/api-error';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/keys';
import { notice } from '../../../lib/notify/notify';
import { useSession } from '../../../lib/session/use-session';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useCustomerServiceScript } from '../api/get-customer-service-script';
import { useCustomerServiceT } from '../strings';

interface CustomerServiceSectionProps {
  /** The member's VIP label (member info clubLabel.labelId); null for a visitor or a member without one. */
  labelId: number | null;
}

/**
 * The customer-service entries for this person (doc E §4): each opens its vendor's page in a new
 * tab (decision 028); an entry of the merchant's chat vendor opens the member's own chat the way the
 * chat button does (decision 039). Loads and fails on its own.
 */
export default function CustomerServiceSection({ labelId }: CustomerServiceSectionProps) {
  const t = useCustomerServiceT();
  const common = useT();
  const id = useId();
  const { data, isError, refetch, isFetching } = useCustomerServiceScript();
  const entries = data ? entriesForLabel(data, labelId) : [];
  const settings = useSiteSettings();
  const session = useSession();
  const language = useCurrentLanguage();
  const open = (entry: (typeof entries)[number]) => {
    if (!entryOpensChat(entry, settings, session)) return void openCustomerService(entry);
    const backUrl = `${location.pathname}${location.search}`;
    openChat({ backUrl, title: entry.title, language, settings }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.handled)) void notice({ messageKey: 'customer_service.failed', fallbackKey: 'common.error' });
    });
  };
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
          <button key={entry.id} type="button" className="button button--secondary button--block" onClick={() => open(entry)}>
            {entry.title}
            {entryOpensChat(entry, settings, session) ? null : <span className="visually-hidden"> ({t('customer_service.new_tab')})</span>}
          </button>
        ))
      )}
    </section>
  );
}
