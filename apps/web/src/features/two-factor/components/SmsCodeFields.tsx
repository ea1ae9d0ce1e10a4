import { useRef, useState } from 'react';
import { joinPhone } from '@portico/contract/verification';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useT } from '../../../lib/i18n/keys';
import { useSendSmsCode } from '../../../lib/sms-code/send-sms-code';
import { DialingCodeField } from '../../../components/dialing-code/DialingCodeField';
import { useSmsVerification } from '../../../components/human-verification/use-sms-verification';
import { message, type Form } from '../../../lib/form/use-form';
import { checkMobile, type FieldName } from './methods';
import { placeRefusal } from './refusals';
import { MobileNumberField } from '../../../components/dialing-code/MobileNumberField';

interface Countdown {
  secondsLeft: number;
  start: (seconds: number) => void;
}

interface SmsCodeFieldsProps {
  /** The two-factor form (the kit): its mobileNum and verificationCode fields are drawn here. */
  form: Form<FieldName>;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  /** The resend wait, kept by the dialog so switching tabs does not reset it. */
  resend: Countdown;
  loginDeviceId: string | undefined;
  locked: boolean;
}

/**
 * Dialling code, mobile number with "Send code", and the code received (doc A §2, §4, §5).
 * Sending is refused client-side without a number; the resend button counts down from the
 * platform's expirationTime, and a TOO_MANY_REQUEST_SMS answer counts down its retryAfter.
 */
export function SmsCodeFields(props: SmsCodeFieldsProps) {
  const { form, dialingCode, resend, locked } = props;
  const t = useT();
  const send = useSendSmsCode();
  // The merchant's verification before a text (decision 020), above the send button.
  const smsVerification = useSmsVerification();
  const sending = useRef(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The wait as announced when refused; the button beside it counts down (an alert must not change every second).
  const [throttledFor, setThrottledFor] = useState<number | null>(null);

  async function onSend() {
    if (sending.current || locked || resend.secondsLeft > 0) return;
    const checked = checkMobile(form.input('mobileNum')?.value);
    if (checked.error || !dialingCode) {
      form.setError('mobileNum', message(checked.error ?? 'twofa.dialing_code_required'));
      form.input('mobileNum')?.focus();
      return;
    }
    form.setError('mobileNum', null);
    const verified = smsVerification.take();
    if (!verified) return;
    setThrottledFor(null);
    sending.current = true;
    try {
      const body = { countryDialingCode: dialingCode, mobileNum: checked.mobileNum, ...verified };
      const value = await send.mutateAsync(props.loginDeviceId ? { ...body, loginDeviceId: props.loginDeviceId } : body);
      resend.start(value.expirationTime);
      setSentTo(joinPhone(dialingCode, checked.mobileNum));
      form.input('verificationCode')?.focus();
    } catch (error) {
      const placed = placeRefusal('sms', error);
      if (placed.kind === 'wait') {
        resend.start(placed.seconds);
        setThrottledFor(placed.seconds);
      } else {
        const text = placed.kind === 'form' ? placed.text : (placed.fields.mobileNum ?? placed.rest ?? Object.values(placed.fields)[0]);
        if (text) form.setError('mobileNum', text);
      }
      form.input('mobileNum')?.focus();
    } finally {
      sending.current = false;
    }
  }

  const waiting = resend.secondsLeft > 0;
  const mobile = form.field('mobileNum');
  const mobileError = mobile.error ?? (throttledFor !== null && waiting ? t('twofa.sms_retry_in', { seconds: throttledFor }) : null);
  return (
    <>
      <DialingCodeField
        label={t('twofa.dialing_code')}
        value={dialingCode}
        onChange={props.onDialingCode}
        // A member proves a number already on the account: always offer the codes, whatever the flags.
        forced
      />
      <MobileNumberField {...mobile} label={t('twofa.mobile')} error={mobileError} readOnly={locked} data-autofocus />
      {smsVerification.widget}
      <Button variant="secondary" block busy={send.isPending} disabled={waiting || locked} onClick={() => void onSend()}>
        {send.isPending ? t('twofa.sending') : waiting ? t('twofa.resend_in', { seconds: resend.secondsLeft }) : t('twofa.send_code')}
      </Button>
      <p className="muted twofa__sent" role="status">
        {sentTo ? t('twofa.code_sent', { phone: sentTo }) : ''}
      </p>
      <TextField
        {...form.field('verificationCode')}
        label={t('twofa.sms_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        readOnly={locked}
      />
    </>
  );
}
