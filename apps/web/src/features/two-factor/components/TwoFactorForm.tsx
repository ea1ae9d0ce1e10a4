import { useRef, useState, type FormEvent } from 'react';
import type { LoginValue, TwoFactorRequest } from '@portico/contract/session';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { useT } from '../../../lib/i18n/keys';
import type { NoticePayload } from '../../../lib/notify/notify';
import { useVerifyLogin } from '../api/verify-login';
import { readAnswer, type FieldName, type MethodKey, type Values } from './methods';
import { placeRefusal } from './refusals';
import { SmsCodeFields } from './SmsCodeFields';
import type { PasswordCredentials } from '../../../lib/session/second-factor';

interface Countdown {
  secondsLeft: number;
  start: (seconds: number) => void;
}

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

type Errors = Partial<Record<FieldName, string>>;

/**
 * The form of one method. The dialog mounts it with key={method}, so switching tab starts a
 * fresh form: values and errors cleared (doc A §2).
 */
export function TwoFactorForm({ method, credentials, resend, loginWait, locked, onBusyChange, onVerified }: TwoFactorFormProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const verify = useVerifyLogin();
  const [values, setValues] = useState<Values>({});
  const [dialingCode, setDialingCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  // The wait as first announced: an alert whose text changed every second would be read out every second.
  const [announcedWait, setAnnouncedWait] = useState(() => loginWait.secondsLeft);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  // A ref, not state: a second tap in the same frame must already see the first request (doc A §5).
  const running = useRef(false);

  const inputRef = (field: FieldName) => (el: HTMLInputElement | null) => {
    inputs.current[field] = el;
  };
  const focus = (field: FieldName) => inputs.current[field]?.focus();
  const change = (field: FieldName, value: string) => {
    setValues((all) => ({ ...all, [field]: value }));
    setErrors((all) => (all[field] ? { ...all, [field]: undefined } : all));
  };
  const setError = (field: FieldName, error: string | null) => setErrors((all) => ({ ...all, [field]: error ?? undefined }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current || locked || loginWait.secondsLeft > 0) return;
    setFormError(null);
    const read = readAnswer(method, values);
    if ('errors' in read) {
      const shown: Errors = {};
      for (const [field, key] of Object.entries(read.errors)) shown[field as FieldName] = t(key);
      setErrors(shown);
      focus(read.first);
      return;
    }
    if (method === 'sms' && !dialingCode) {
      setErrors({ mobileNum: t('twofa.dialing_code_required') });
      focus('mobileNum');
      return;
    }
    setErrors({});

    const { username, password, loginDeviceId, isOfficialAppLogin, device } = credentials;
    const body: TwoFactorRequest = { username, password, ...read.answer };
    if (method === 'sms') body.countryDialingCode = dialingCode;
    if (loginDeviceId !== undefined) body.loginDeviceId = loginDeviceId;
    if (isOfficialAppLogin !== undefined) body.isOfficialAppLogin = isOfficialAppLogin;
    if (device !== undefined) body.device = device;

    running.current = true;
    onBusyChange(true);
    let value: LoginValue;
    try {
      value = await verify.mutateAsync(body);
    } catch (error) {
      showRefusal(error);
      return;
    } finally {
      running.current = false;
      onBusyChange(false);
    }
    onVerified(value);
  }

  function showRefusal(error: unknown) {
    const placed = placeRefusal(method, error);
    if (placed.kind === 'wait') {
      loginWait.start(placed.seconds);
      setAnnouncedWait(placed.seconds);
    } else if (placed.kind === 'form') {
      setFormError(placed.text);
    } else {
      const shown: Errors = {};
      for (const [field, text] of Object.entries(placed.fields)) shown[field as FieldName] = noticeText(text);
      setErrors(shown);
      setFormError(placed.rest);
      const first = Object.keys(placed.fields)[0] as FieldName | undefined;
      if (first) focus(first);
    }
  }

  const text = (field: FieldName) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    error: errors[field],
    inputRef: inputRef(field),
    readOnly: locked,
    'data-autofocus': true,
  });
  // loginWait only ever runs after a TOO_MANY_REQUEST_LOGIN answer, so it alone says we are throttled.
  const waiting = loginWait.secondsLeft > 0;

  return (
    // method="post": should the form ever be submitted natively, the answer stays out of the URL.
    <form className="twofa__form" method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="muted">{t(`twofa.hint.${method}`)}</p>
      {method === 'payeeName' ? (
        <TextField label={t('twofa.payee_name')} autoComplete="name" {...text('payeeName')} />
      ) : method === 'ga' ? (
        <TextField
          label={t('twofa.auth_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...text('authCode')}
        />
      ) : method === 'email' ? (
        <TextField label={t('twofa.email')} type="email" inputMode="email" autoComplete="email" {...text('email')} />
      ) : (
        <SmsCodeFields
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobileNum={values.mobileNum ?? ''}
          verificationCode={values.verificationCode ?? ''}
          onChange={change}
          errors={errors}
          onError={setError}
          inputRef={inputRef}
          focus={focus}
          resend={resend}
          loginDeviceId={credentials.loginDeviceId}
          locked={locked}
        />
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
      <Button type="submit" block busy={verify.isPending} disabled={locked || waiting}>
        {verify.isPending ? t('twofa.submitting') : t('twofa.submit')}
      </Button>
    </form>
  );
}
