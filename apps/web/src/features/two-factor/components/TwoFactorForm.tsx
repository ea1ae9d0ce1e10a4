import { useState } from 'react';
import type { LoginValue } from '@portico/contract/session';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { useT } from '../../../lib/i18n/keys';
import { useForm, type FieldRule } from '../../../lib/form/use-form';
import type { FieldName, MethodKey } from './methods';
import { SmsCodeFields } from './SmsCodeFields';
import type { PasswordCredentials } from '../../../lib/session/second-factor';
import { useTwoFactorSubmit, type Countdown } from './use-two-factor-submit';

interface TwoFactorFormProps {
  method: MethodKey;
  credentials: PasswordCredentials;
  /** Both waits live in the dialog: switching tabs clears the form, not the platform's limits. */
  resend: Countdown;
  loginWait: Countdown;
  /** The success sequence runs: nothing more can be sent. */
  locked: boolean;
  onBusyChange: (busy: boolean) => void;
  onVerified: (value: LoginValue) => void;
}

// The fields of every method; their rules are the method's (readAnswer in methods.ts). The kit's guard runs one
// request at a time, with no lock after it (lockMs 0): a wrong answer is corrected and sent again at once.
const FIELDS: Record<FieldName, FieldRule> = { payeeName: {}, mobileNum: {}, verificationCode: {}, authCode: {}, email: {} };

/** The form of one method. The dialog mounts it with key={method}: switching tab starts a fresh form (doc A §2). */
export function TwoFactorForm({ method, credentials, resend, loginWait, locked, onBusyChange, onVerified }: TwoFactorFormProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const form = useForm<FieldName>(FIELDS, { lockMs: 0 });
  const [dialingCode, setDialingCode] = useState('');
  const { submit, formError, announcedWait } = useTwoFactorSubmit(form, { method, credentials, dialingCode, loginWait, locked, onBusyChange, onVerified });
  const text = (field: FieldName) => ({ ...form.field(field), readOnly: locked, 'data-autofocus': true });
  // loginWait only ever runs after a TOO_MANY_REQUEST_LOGIN answer, so it alone says we are throttled.
  const waiting = loginWait.secondsLeft > 0;
  const pending = form.pending !== null;

  return (
    <form className="twofa__form" {...form.formProps(submit)}>
      <p className="muted">{t(`twofa.hint.${method}`)}</p>
      {method === 'payeeName' ? (
        <TextField label={t('twofa.payee_name')} autoComplete="name" {...text('payeeName')} />
      ) : method === 'ga' ? (
        <TextField label={t('twofa.auth_code')} inputMode="numeric" autoComplete="one-time-code" {...text('authCode')} />
      ) : method === 'email' ? (
        <TextField label={t('twofa.email')} type="email" inputMode="email" autoComplete="email" {...text('email')} />
      ) : (
        <SmsCodeFields form={form} dialingCode={dialingCode} onDialingCode={setDialingCode} resend={resend} loginDeviceId={credentials.loginDeviceId} locked={locked} />
      )}
      {waiting ? (
        <p className="form-error">
          <span className="visually-hidden" role="alert">
            {t('twofa.retry_in', { seconds: announcedWait })}
          </span>
          <span aria-hidden="true">{t('twofa.retry_in', { seconds: loginWait.secondsLeft })}</span>
        </p>
      ) : formError ? (
        <p className="form-error" role="alert">
          {noticeText(formError)}
        </p>
      ) : null}
      <Button type="submit" block busy={pending} disabled={locked || waiting}>
        {pending ? t('twofa.submitting') : t('twofa.submit')}
      </Button>
    </form>
  );
}
