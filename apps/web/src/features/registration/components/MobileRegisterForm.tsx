import { useRef, useState, type FormEvent } from 'react';
import { isStrongPassword } from '@portico/contract/password-rule';
import type { RegisterValue } from '@portico/contract/register';
import { MOBILE_DEFAULT_PASSWORD } from '@portico/contract/register-rules';
import { joinPhone } from '@portico/contract/verification';
import { useT } from '../../../lib/i18n/keys';
import { isApiError } from '../../../lib/http/api-error';
import { describeError } from '../../../lib/http/describe-error';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { Button } from '../../../components/ui/Button';
import { useRegisterByMobile } from '../api/register';
import { sendSmsCode } from '../../../lib/sms-code/send-sms-code';
import { asksPassword, registrationPassword } from '../model/passwords';
import { useCountdown } from '../../../lib/use-countdown';
import { DialingCodeField } from '../../../components/dialing-code/DialingCodeField';
import { SmsCodeSendFields } from '../../../components/sms-code/SmsCodeSendFields';
import { useSmsVerification } from '../../../components/human-verification/use-sms-verification';
import { NewPasswordField } from './NewPasswordField';
import { useRegisterSubmit, type FieldMessages } from './use-register-submit';
import { MobileNumberField } from '../../../components/dialing-code/MobileNumberField';

interface Props {
  onRegistered: (value: RegisterValue) => void;
}

const normalizeMobile = (raw: string) => raw.replace(/[\s().-]/g, '');
const rule = (key: 'register.mobile_required' | 'register.mobile_rule' | 'register.code_required' | 'register.password_rule') => ({
  messageKey: key,
  fallbackKey: key,
});

/**
 * Registration by mobile number (POST /wps/member/register/mobile, doc A §3–§5): a code texted by
 * /wps/verification/sms/noLogin proves the number. The password is asked only when the merchant's
 * mobile-password option is on; otherwise the platform's default is sent (doc A §5) and the member
 * is asked to change it at the first password sign-in.
 */
export function MobileRegisterForm({ onRegistered }: Props) {
  const t = useT();
  const settings = useSiteSettings();
  const countdown = useCountdown();
  // With the merchant's verification before a text, the person verifies at "Send code", not at the submit.
  const smsVerification = useSmsVerification();
  const { submit, pending, setFieldErrors, clearField, messageOf, verification } = useRegisterSubmit(onRegistered, {
    verifyAtSubmit: !smsVerification.on,
  });
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegisterByMobile();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const ownPassword = asksPassword('mobile', settings.registration.mobilePassword);
  // DialingCodeField applies doc A §2's show rule; hidden, it still sets the merchant's default code.
  const countryCode = dialingCode;

  function numberOrError(): string | null {
    const number = normalizeMobile(mobile);
    const error = !number ? rule('register.mobile_required') : !/^\d{4,15}$/.test(number) || !countryCode ? rule('register.mobile_rule') : null;
    if (error) {
      setFieldErrors({ mobileNum: error });
      mobileRef.current?.focus();
      return null;
    }
    return number;
  }

  async function sendCode() {
    if (sending || countdown.secondsLeft > 0) return;
    const number = numberOrError();
    if (!number) return;
    const verified = smsVerification.take();
    if (!verified) return;
    setFieldErrors({});
    setSending(true);
    try {
      const { expirationTime } = await sendSmsCode({ countryDialingCode: countryCode, mobileNum: number, ...verified });
      setSentTo(joinPhone(countryCode, number));
      countdown.start(expirationTime);
      codeRef.current?.focus();
    } catch (error) {
      // Too many codes: the wait shows on the button; anything else under the number.
      if (isApiError(error) && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
      setFieldErrors({ mobileNum: describeError(error) });
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = numberOrError();
    if (!number) return;
    const errors: FieldMessages = {};
    if (!/^\d{6}$/.test(code.trim())) errors.verificationCode = rule('register.code_required');
    if (ownPassword && !isStrongPassword(password)) errors.password = rule('register.password_rule');
    setFieldErrors(errors);
    if (errors.verificationCode) return codeRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    void submit((shared) =>
      register.mutateAsync({
        ...shared,
        countryDialingCode: countryCode,
        mobileNum: number,
        verificationCode: code.trim(),
        password: registrationPassword('mobile', settings.registration.mobilePassword, password),
      }),
    );
  }

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('register.by_mobile')}>
      <DialingCodeField label={t('sms.dialing_code')} value={dialingCode} onChange={setDialingCode} />
      <MobileNumberField
        name="mobileNum"
        label={t('sms.mobile')}
        value={mobile}
        onChange={(event) => {
          setMobile(event.target.value);
          clearField('mobileNum');
          clearField('countryDialingCode');
        }}
        inputRef={mobileRef}
        error={messageOf('mobileNum') ?? messageOf('countryDialingCode')}
      />
      {smsVerification.widget}
      <SmsCodeSendFields
        sending={sending}
        secondsLeft={countdown.secondsLeft}
        sentTo={sentTo}
        busy={pending}
        onSend={() => void sendCode()}
        name="verificationCode"
        code={code}
        onCodeChange={(typed) => {
          setCode(typed);
          clearField('verificationCode');
        }}
        codeRef={codeRef}
        codeError={messageOf('verificationCode')}
      />
      {ownPassword ? (
        <NewPasswordField
          value={password}
          onChange={(typed) => {
            setPassword(typed);
            clearField('password');
          }}
          inputRef={passwordRef}
          error={messageOf('password')}
        />
      ) : (
        <p className="muted">{t('register.default_password_note', { password: MOBILE_DEFAULT_PASSWORD })}</p>
      )}
      {verification}
      <Button type="submit" block busy={pending} disabled={sending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
