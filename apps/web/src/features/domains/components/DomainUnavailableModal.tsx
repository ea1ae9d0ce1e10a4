import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { Button } from '../../../components/ui/Button';
import { useNoticeText } from '../../../components/ui/notice-text';
import { useT } from '../../../lib/i18n/keys';
import { describeError } from '../../../lib/http/describe-error';
import { readAffiliateInfo } from '../../../lib/affiliate/affiliate-info';
import { openCustomerService } from '../../../lib/customer-service/customer-service';
import { findWayOut, retryUrl, type WayOut } from '../model/find-way-out';
import './domain-unavailable.css';

export interface DomainUnavailableModalProps {
  /** The failure that opened it: its message is shown, else "Error" (doc A §2, §8). */
  error: unknown;
  /** Injected by tests; the real flow checks and races the domains. */
  find?: () => Promise<WayOut>;
  /** Where retry goes; tests observe it. */
  go?: (url: string) => void;
}

/**
 * The domain-unreachable modal (doc A §2, §4): while the domain check and the race run, a small
 * loading indicator; once they end, whether or not they succeeded, the message, a customer-service
 * button (when the merchant has an entry) and retry, which goes to the fastest domain's
 * /m/index.html with affiliateCode and r (this domain's when none answered but this one does).
 */
export function DomainUnavailableModal({ error, find = findWayOut, go = (url) => location.assign(url) }: DomainUnavailableModalProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const [way, setWay] = useState<WayOut | null>(null);

  useEffect(() => {
    let live = true;
    void find().then((found) => {
      if (live) setWay(found);
    });
    return () => {
      live = false;
    };
  }, [find]);

  if (!way) {
    return (
      <div className="domain-check" role="status" aria-live="polite">
        <span className="spinner domain-check__spinner" aria-hidden="true" />
        <span>{t('domains.checking')}</span>
      </div>
    );
  }

  const chat = way.customerService[0];
  const retry = () => go(retryUrl(way.target ?? location.origin, readAffiliateInfo()));
  return (
    <Dialog
      title={t('domains.title')}
      actions={
        <div className="domain-modal__actions">
          {chat ? (
            <Button variant="secondary" onClick={() => openCustomerService(chat)}>
              {t('domains.customer_service')}
            </Button>
          ) : null}
          <Button data-autofocus onClick={retry}>
            {t('domains.retry')}
          </Button>
        </div>
      }
    >
      <p className="dialog__message">{noticeText(describeError(error))}</p>
    </Dialog>
  );
}
