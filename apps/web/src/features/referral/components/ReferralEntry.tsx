import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/Button';
import { openCustomerService } from '../../../lib/customer-service/customer-service';
import { notice } from '../../../lib/notify/notify';
import { referralEntryAction } from '../../../lib/referral/referral-rules';
import { useReferralFacts } from '../../../lib/referral/use-referral-facts';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useReferralT } from '../strings';

/**
 * Home's referral entry (doc E §4): coming-soon for a visitor when the referral promotion is off,
 * the agent page for an agent, invite friends when the feature is shown, else customer service
 * (the merchant's general entry: one without labelIds; the lead wires label-selected entries).
 */
export function ReferralEntry() {
  const t = useReferralT();
  const [, navigate] = useLocation();
  const settings = useSiteSettings();
  const facts = useReferralFacts();

  function go() {
    if (!facts) return;
    const action = referralEntryAction(facts);
    if (action === 'comingSoon') void notice({ messageKey: 'referral.coming_soon', fallbackKey: 'referral.coming_soon' });
    else if (action === 'agentRegister') navigate('/agentRegister');
    else if (action === 'inviteFriends') navigate('/inviteFriends');
    else {
      const general = settings.customerService.find((e) => !e.labelIds?.length) ?? settings.customerService[0];
      if (general) openCustomerService(general);
    }
  }

  return (
    <section className="card" aria-labelledby="referral-entry-title">
      <h2 id="referral-entry-title" className="card__title">
        {t('referral.entry_title')}
      </h2>
      <p className="muted">{t('referral.entry_desc')}</p>
      <Button variant="secondary" block busy={!facts} onClick={go}>
        {t('referral.entry_button')}
      </Button>
    </section>
  );
}
