import { useState } from 'react';
import { useT } from '../../../lib/i18n/keys';
import { Button } from '../../../components/ui/Button';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useReferralInfo } from '../api/get-referral-info';
import { useReferralT } from '../strings';

/** The member's link and code, with share (Web Share API where it exists) and copy. */
export function ShareReferral() {
  const tc = useT();
  const { data } = useReferralInfo();
  if (!data) return <p className="muted">{tc('common.loading')}</p>;
  return <ShareLink code={data.referralCode} path={data.referralPath} />;
}

/** A code and its sign-up link on this site, shown with share and copy; `codeLabel` names the code. */
export function ShareLink({ code, path, codeLabel }: { code: string; path: string; codeLabel?: string }) {
  const t = useReferralT();
  const { name } = useSiteSettings();
  const [copied, setCopied] = useState<'link' | 'code' | null>(null);
  const link = new URL(path, location.origin).href;
  async function copy(what: 'link' | 'code', text: string) {
    await navigator.clipboard?.writeText(text);
    setCopied(what);
  }
  const text = t('referral.share_text', { site: name, code });

  return (
    <div className="stack">
      <dl className="referral">
        <dt>{t('referral.your_link')}</dt>
        <dd className="referral__value" data-testid="referral-link">
          {link}
        </dd>
        <dt>{codeLabel ?? t('referral.your_code')}</dt>
        <dd className="referral__value referral__code">{code}</dd>
      </dl>
      {'share' in navigator ? (
        <Button block onClick={() => void navigator.share({ title: name, text, url: link }).catch(() => undefined)}>
          {t('referral.share')}
        </Button>
      ) : null}
      <Button variant="secondary" block onClick={() => void copy('link', link)}>
        {t('referral.copy_link')}
      </Button>
      <Button variant="secondary" block onClick={() => void copy('code', code)}>
        {t('referral.copy_code')}
      </Button>
      <p className="muted" role="status">
        {copied ? t('referral.copied') : ''}
      </p>
    </div>
  );
}
