import { useState } from 'react';
import type { LoginValue } from '@portico/contract/session';
import { useT } from '../../../../lib/i18n/keys';
import { Button } from '../../../../components/ui/Button';
import { DialingCodeField } from '../../../../components/dialing-code/DialingCodeField';
import { SmsCodeSendFields } from '../../../../components/sms-code/SmsCodeSendFields';
import { MobileNumberField } from '../../../../components/dialing-code/MobileNumberField';
import { useSmsSignIn } from './use-sms-sign-in';

export interface SmsSignInFormProps {
  /** The session is already stored (storeSignIn). */
  onSignedIn: (value: LoginValue) => void;
}

/** Sms-code sign-in (doc A §4): dialling code, number, "Send code", the code received (use-sms-sign-in.ts). */
export function SmsSignInForm({ onSignedIn }: SmsSignInFormProps) {
  const t = useT();
  // The field shows the picker under doc A §2's conditions; hidden, it still sets the default code.
  const [dialingCode, setDialingCode] = useState('');
  const { form, failure, sentTo, secondsLeft, sendCode, signIn } = useSmsSignIn(dialingCode, onSignedIn);
  const { pending } = form;

  return (
    <form className="card" {...form.formProps(signIn)} aria-label={t('sms.form_label')}>
      <DialingCodeField label={t('sms.dialing_code')} value={dialingCode} onChange={setDialingCode} />
      <MobileNumberField {...form.field('mobile')} label={t('sms.mobile')} />
      <SmsCodeSendFields
        sending={pending === 'send'}
        secondsLeft={secondsLeft}
        sentTo={sentTo}
        busy={pending !== null}
        onSend={sendCode}
        codeField={form.field('code')}
      />
      {failure ? (
        <div className="form-error" role="alert">
          {failure.map((line) => (
            <p key={line} className="sms__error-line">
              {line}
            </p>
          ))}
        </div>
      ) : null}
      <Button type="submit" block busy={pending === 'sign-in'} disabled={pending === 'send'}>
        {pending === 'sign-in' ? t('sms.submitting') : t('sms.submit')}
      </Button>
    </form>
  );
}
