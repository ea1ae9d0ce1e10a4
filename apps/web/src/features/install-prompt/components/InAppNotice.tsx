import { useState } from 'react';
import { chromeIntentUrl, type BrowserInfo } from '../../../lib/install/browser';
import { useInstallT } from '../strings';

/**
 * In-app browsers (Facebook, Instagram, TikTok, Line…) cannot install a site: the way out to the
 * browser. Android: an intent that opens the page in Chrome. iOS: no link can leave the app, so the
 * address is copied and the player is told where to paste it.
 */
export function InAppNotice({ browser }: { browser: BrowserInfo }) {
  const t = useInstallT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="install__guide">
      <p>{t('install_prompt.in_app')}</p>
      {browser.os === 'android' ? (
        <a className="button button--secondary button--block" href={chromeIntentUrl(location.href)}>
          {t('install_prompt.open_in_browser')}
        </a>
      ) : (
        <>
          <button type="button" className="button button--secondary button--block" onClick={() => void copy()}>
            {t('install_prompt.copy_link')}
          </button>
          <p role="status">{copied ? t('install_prompt.link_copied') : ''}</p>
        </>
      )}
    </div>
  );
}
