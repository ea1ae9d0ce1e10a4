import { useState } from 'react';
import { joinPhone } from '@portico/contract/verification';
import { isApiError } from '../../../lib/http/api-error';
import { describeError } from '../../../lib/http/describe-error';
import { message, type Form } from '../../../lib/form/use-form';
import { sendSmsCode } from '../../../lib/sms-code/send-sms-code';
import { useCountdown } from '../../../lib/use-countdown';
import { useSmsVerification } from '../../../components/human-verification/use-sms-verification';

export type MobileField = 'mobileNum' | 'verificationCode' | 'password';

/** Digits only; people type spaces and dashes as they read a number aloud. */
export const normalizeMobile = (raw: string) => raw.replace(/[\s().-]/g, '');

/**
 * Mobile registration's number and its code (doc A §2, §5): the number checked against the rule and the
 * dialling code, then /wps/verification/sms/noLogin texts a code (after the merchant's verification, when
 * it asks for one before a text). A refused send shows under the number; too many codes, on the button.
 */
export function useRegisterCode(form: Form<MobileField>, countryCode: string) {
  const countdown = useCountdown();
  const smsVerification = useSmsVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  /** The number to send, or null with its message shown (and nothing else). */
  function number(): string | null {
    const checked = form.validate(['mobileNum']);
    if (!checked) return null;
    if (!countryCode) {
      form.showErrors({ mobileNum: message('register.mobile_rule') });
      return null;
    }
    return normalizeMobile(checked.mobileNum);
  }

  async function send() {
    if (sending || countdown.secondsLeft > 0) return;
    const mobileNum = number();
    if (!mobileNum) return;
    const verified = smsVerification.take();
    if (!verified) return;
    form.showErrors({});
    setSending(true);
    try {
      const { expirationTime } = await sendSmsCode({ countryDialingCode: countryCode, mobileNum, ...verified });
      setSentTo(joinPhone(countryCode, mobileNum));
      countdown.start(expirationTime);
      form.input('verificationCode')?.focus();
    } catch (error) {
      if (isApiError(error) && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
      form.showErrors({ mobileNum: describeError(error) });
    } finally {
      setSending(false);
    }
  }

  return { number, send, sending, sentTo, secondsLeft: countdown.secondsLeft, verificationBeforeText: smsVerification.on, widget: smsVerification.widget };
}
