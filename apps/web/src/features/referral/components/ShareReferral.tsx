import { useState } from 'react';
import { useT } from '../../../lib/i18n/keys';
import { Button } from '../../../components/ui/Button';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useReferralInfo } from '../api/get-referral-info';
import { useReferralT } from '../strings';

/** The member's link and code, with share (Web Share API where it exists) and copy. */
export function ShareReferral() {
  const t = useReferralT();
  const tc = useT();
  const { name } = useSiteSettings();
  const { data } = useReferralInfo();
  const [copied, setCopied] = useState<'link' | 'code' | null>(null);
  if (!data) return <p className="muted">{tc('common.loading')}</p>;

  const link = new URL(data.referralPath, location.origin).href;
  async function copy(what: 'link' | 'code', text: string) {
    await navigator.clipboard?.writeText(text);
    setCopied(what);
  }
  const text = t('referral.share_text', { site: name, code: data.referralCode });

  return (
    <div className="stack">
      <dl className="referral">
        <dt>{t('referral.your_link')}</dt>
        <dd className="referral__value" data-testid="referral-link">
          {link}
        </dd>
        <dt>{t('referral.your_code')}</dt>
        <dd className="referral__value referral__code">{data.referralCode}</dd>
      </dl>
      {'share' in navigator ? (
        <Button block onClick={() => void navigator.share({ title: name, text, url: link }).catch(() => undefined)}>
          {t('referral.share')}
        </Button>
      ) : null}
      <Button variant="secondary" block onClick={() => void copy('link', link)}>
        {t('referral.copy_link')}
      </Button>
      <Button variant="secondary" block onClick={() => void copy('code', data.referralCode)}>
        {t('referral.copy_code')}
      </Button>
      <p className="muted" role="status">
        {copied ? t('referral.copied') : ''}
      </p>
    </div>
  );
}
