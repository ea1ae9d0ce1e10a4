import { useRef, useState } from 'react';
import { joinPhone } from '@portico/contract/verification';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { useT } from '../../../lib/i18n/keys';
import { useSendSmsCode } from '../../../lib/sms-code/send-sms-code';
import { DialingCodeField } from '../../../components/dialing-code/DialingCodeField';
import { useSmsVerification } from '../../../components/human-verification/use-sms-verification';
import { checkMobile, type FieldName } from './methods';
import { placeRefusal } from './refusals';
import { MobileNumberField } from '../../../components/dialing-code/MobileNumberField';

interface Countdown {
  secondsLeft: number;
  start: (seconds: number) => void;
}

interface SmsCodeFieldsProps {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobileNum: string;
  verificationCode: string;
  onChange: (field: FieldName, value: string) => void;
  errors: Partial<Record<FieldName, string>>;
  /** Sets (or clears, with null) the error shown on a field, e.g. when sending the code is refused. */
  onError: (field: FieldName, error: string | null) => void;
  inputRef: (field: FieldName) => (el: HTMLInputElement | null) => void;
  focus: (field: FieldName) => void;
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
  const { dialingCode, mobileNum, verificationCode, errors, resend, locked } = props;
  const t = useT();
  const noticeText = useNoticeText();
  const send = useSendSmsCode();
  // The merchant's verification before a text (decision 020), above the send button.
  const smsVerification = useSmsVerification();
  const sending = useRef(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The wait as announced when refused; the button beside it counts down (an alert must not change every second).
  const [throttledFor, setThrottledFor] = useState<number | null>(null);

  async function onSend() {
    if (sending.current || locked || resend.secondsLeft > 0) return;
    const checked = checkMobile(mobileNum);
    if (checked.error || !dialingCode) {
      props.onError('mobileNum', t(checked.error ?? 'twofa.dialing_code_required'));
      props.focus('mobileNum');
      return;
    }
    props.onError('mobileNum', null);
    const verified = smsVerification.take();
    if (!verified) return;
    setThrottledFor(null);
    sending.current = true;
    try {
      const body = { countryDialingCode: dialingCode, mobileNum: checked.mobileNum, ...verified };
      const value = await send.mutateAsync(props.loginDeviceId ? { ...body, loginDeviceId: props.loginDeviceId } : body);
      resend.start(value.expirationTime);
      setSentTo(joinPhone(dialingCode, checked.mobileNum));
      props.focus('verificationCode');
    } catch (error) {
      const placed = placeRefusal('sms', error);
      if (placed.kind === 'wait') {
        resend.start(placed.seconds);
        setThrottledFor(placed.seconds);
      } else {
        const text = placed.kind === 'form' ? placed.text : (placed.fields.mobileNum ?? placed.rest ?? Object.values(placed.fields)[0]);
        if (text) props.onError('mobileNum', noticeText(text));
      }
      props.focus('mobileNum');
    } finally {
      sending.current = false;
    }
  }

  const waiting = resend.secondsLeft > 0;
  const mobileError = errors.mobileNum ?? (throttledFor !== null && waiting ? t('twofa.sms_retry_in', { seconds: throttledFor }) : null);
  return (
    <>
      <DialingCodeField
        label={t('twofa.dialing_code')}
        value={dialingCode}
        onChange={props.onDialingCode}
        // A member proves a number already on the account: always offer the codes, whatever the flags.
        forced
      />
      <MobileNumberField
        name="mobileNum"
        label={t('twofa.mobile')}
        value={mobileNum}
        onChange={(e) => props.onChange('mobileNum', e.target.value)}
        error={mobileError}
        inputRef={props.inputRef('mobileNum')}
        readOnly={locked}
        data-autofocus
      />
      {smsVerification.widget}
      <Button variant="secondary" block busy={send.isPending} disabled={waiting || locked} onClick={() => void onSend()}>
        {send.isPending ? t('twofa.sending') : waiting ? t('twofa.resend_in', { seconds: resend.secondsLeft }) : t('twofa.send_code')}
      </Button>
      <p className="muted twofa__sent" role="status">
        {sentTo ? t('twofa.code_sent', { phone: sentTo }) : ''}
      </p>
      <TextField
        name="verificationCode"
        label={t('twofa.sms_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={verificationCode}
        onChange={(e) => props.onChange('verificationCode', e.target.value)}
        error={errors.verificationCode}
        inputRef={props.inputRef('verificationCode')}
        readOnly={locked}
      />
    </>
  );
}
