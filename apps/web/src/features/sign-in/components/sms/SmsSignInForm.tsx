import { useRef, useState, type FormEvent } from 'react';
import { joinPhone } from '@portico/contract/verification';
import type { LoginValue } from '@portico/contract/session';
import { useT } from '../../../../lib/i18n/keys';
import { describeError } from '../../../../lib/http/describe-error';
import { isApiError } from '../../../../lib/http/api-error';
import { loadIdentityProvider } from '../../../../lib/identity/load-provider';
import { isIdentityError, type PhoneConfirmation } from '../../../../lib/identity/provider';
import { useSiteSettings } from '../../../../lib/site/site-settings';
import { Button } from '../../../../components/ui/Button';
import { useNoticeText } from '../../../../components/ui/notice-text';
import { useLoginWithIdentity } from '../../api/login-with-identity';
import { clearPendingIdentity } from '../../../../lib/identity/pending-identity';
import { useCountdown } from '../../../../lib/use-countdown';
import { DialingCodeField } from '../../../../components/dialing-code/DialingCodeField';
import { SmsCodeSendFields } from '../../../../components/sms-code/SmsCodeSendFields';
import { useIdentityErrorLines } from './identity-error-text';
import { useGuardedSubmit } from '../../../../lib/submit/use-guarded-submit';
import { MobileNumberField } from '../../../../components/dialing-code/MobileNumberField';

export interface SmsSignInFormProps {
  /** The session is already stored (storeSignIn). */
  onSignedIn: (value: LoginValue) => void;
}

type FieldErrors = Partial<Record<'mobile' | 'code', string>>;

/** A code sent and not yet used, with the number it went to: a code proves only that number. */
interface HeldConfirmation {
  phone: string;
  confirmation: PhoneConfirmation;
}

/** Digits only; people type spaces and dashes as they read a number aloud. */
const normalizeMobile = (raw: string) => raw.replace(/[\s().-]/g, '');

/**
 * Sms-code sign-in (doc A §4): the provider texts a code to "+", the dialling code and the number;
 * the confirmation is held here; the member's code becomes an ID token, used like a social one.
 */
export function SmsSignInForm({ onSignedIn }: SmsSignInFormProps) {
  const t = useT();
  const settings = useSiteSettings();
  const noticeText = useNoticeText();
  const errorLines = useIdentityErrorLines();
  const countdown = useCountdown();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const [held, setHeld] = useState<HeldConfirmation | null>(null);
  // One request at a time; no lock after it: the code arrives long after a send anyway.
  const guarded = useGuardedSubmit<'send' | 'sign-in'>(0);
  const identitySignIn = useLoginWithIdentity();
  const { pending } = guarded;
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The field shows the picker under doc A §2's conditions; hidden, it still sets the default code.
  const countryCode = dialingCode;

  function phoneOrError(): string | null {
    const number = normalizeMobile(mobile);
    let error: string | undefined;
    if (!number) error = t('sms.mobile_required');
    else if (!/^\d{4,15}$/.test(number) || !countryCode) error = t('sms.mobile_invalid');
    if (error) {
      setFieldErrors({ mobile: error });
      mobileRef.current?.focus();
      return null;
    }
    return joinPhone(countryCode, number);
  }

  function showFailure(error: unknown) {
    if (isIdentityError(error)) setFailure(errorLines(error));
    else setFailure([noticeText(describeError(error))]);
  }

  async function run(kind: 'send' | 'sign-in', work: () => Promise<void>) {
    await guarded.run(kind, async () => {
      try {
        await work();
      } catch (error) {
        showFailure(error);
      }
    });
  }

  function sendCode() {
    if (!guarded.isOpen() || countdown.secondsLeft > 0) return;
    setFailure(null);
    const phone = phoneOrError();
    if (!phone) return;
    setFieldErrors({});
    void run('send', async () => {
      const provider = await loadIdentityProvider(settings);
      const confirmation = await provider.sendPhoneCode(phone);
      setHeld({ phone, confirmation });
      countdown.start(confirmation.expirationTime);
      codeRef.current?.focus();
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!guarded.isOpen()) return;
    setFailure(null);
    const phone = phoneOrError();
    if (!phone) return;
    const typed = code.trim();
    if (!typed) {
      setFieldErrors({ code: t('sms.code_required') });
      codeRef.current?.focus();
      return;
    }
    setFieldErrors({});
    // doc A §4: no pending confirmation (none sent, or sent to another number) is auth/code-expired.
    if (!held || held.phone !== phone) {
      setFailure(errorLines({ code: 'auth/code-expired' }));
      return;
    }
    void run('sign-in', async () => {
      const idToken = await held.confirmation.confirm(typed);
      // A confirmed code is spent; a later try needs a new one.
      setHeld(null);
      try {
        const value = await identitySignIn.mutateAsync({ type: 'sms', idToken });
        onSignedIn(value);
      } catch (error) {
        if (isApiError(error)) clearPendingIdentity();
        throw error;
      }
    });
  }

  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('sms.form_label')}>
      <DialingCodeField label={t('sms.dialing_code')} value={dialingCode} onChange={setDialingCode} />
      <MobileNumberField
        name="mobile"
        label={t('sms.mobile')}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        inputRef={mobileRef}
        error={fieldErrors.mobile}
      />
      <SmsCodeSendFields
        sending={pending === 'send'}
        secondsLeft={countdown.secondsLeft}
        sentTo={held?.phone ?? null}
        busy={pending !== null}
        onSend={sendCode}
        name="code"
        code={code}
        onCodeChange={setCode}
        codeRef={codeRef}
        codeError={fieldErrors.code}
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
