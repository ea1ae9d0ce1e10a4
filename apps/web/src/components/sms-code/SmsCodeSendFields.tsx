import { useT } from '../../lib/i18n/keys';
import type { FieldBinding } from '../../lib/form/use-form';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

export interface SmsCodeSendFieldsProps {
  /** A send is under way. */
  sending: boolean;
  /** Seconds before another code may be asked for; 0 when it may. */
  secondsLeft: number;
  /** The full number the last code went to; null before the first send. */
  sentTo: string | null;
  /** Another request of the form runs: no send meanwhile. */
  busy: boolean;
  onSend: () => void;
  /** The code field, from the form kit. */
  codeField: FieldBinding<string>;
}

/**
 * The send-a-code button and the code field of the sms sign-in and mobile registration forms
 * (doc A §2): the button counts the resend wait down, a polite status line says where the code
 * went, and the code field offers the phone's one-time-code autofill.
 */
export function SmsCodeSendFields({ sending, secondsLeft, sentTo, busy, onSend, codeField }: SmsCodeSendFieldsProps) {
  const t = useT();
  const sendLabel = sending
    ? t('sms.sending')
    : secondsLeft > 0
      ? t('sms.resend_in', { seconds: secondsLeft })
      : sentTo
        ? t('sms.resend')
        : t('sms.send_code');
  return (
    <>
      <Button variant="secondary" block busy={sending} disabled={secondsLeft > 0 || busy} onClick={onSend}>
        {sendLabel}
      </Button>
      <p className="sms__sent" role="status">
        {sentTo ? t('sms.code_sent', { phone: sentTo }) : ''}
      </p>
      <TextField {...codeField} label={t('sms.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={12} />
    </>
  );
}
