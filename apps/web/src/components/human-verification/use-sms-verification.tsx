import { useContext, useRef, useState } from 'react';
import { captchaFields } from '@portico/contract/captcha';
import type { CaptchaResult } from '@portico/contract/captcha-result';
import { notice } from '../../lib/notify/notify';
import { SiteSettingsContext } from '../../lib/site/site-settings';
import { LazyHumanVerification } from './LazyHumanVerification';

/**
 * Human verification before a code is texted without sign-in (doc A §5; decision 020), for the forms
 * that send one (mobile registration, two-factor). Off unless the merchant's `captcha.sms` is on;
 * then `widget` goes above the send button and `take()` is called at the send: it hands over the
 * result's fields and resets the widget (a result is single use, whatever the answer), or, with no
 * result yet, says 'please complete verification first' and answers null (nothing is sent).
 * The widget runs with purpose 'sms', so Geetest v3 says 'Geetest service not work' (v4 needed).
 */
export function useSmsVerification() {
  const on = useContext(SiteSettingsContext)?.captcha.sms === true;
  const payload = useRef<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  function take(): CaptchaResult | null {
    if (!on) return {};
    if (!payload.current) {
      void notice({ messageKey: 'hv.verify_first', fallbackKey: 'hv.verify_first' });
      return null;
    }
    const fields = captchaFields(payload.current);
    payload.current = null;
    setResetKey((k) => k + 1);
    return fields;
  }

  const widget = on ? (
    <LazyHumanVerification
      purpose="sms"
      resetKey={resetKey}
      onChange={(result) => {
        payload.current = result;
      }}
    />
  ) : null;

  return { on, take, widget };
}
