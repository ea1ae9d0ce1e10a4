import { useState } from 'react';
import { isStrongPassword } from '@portico/contract/password-rule';
import type { RegisterValue } from '@portico/contract/register';
import { MOBILE_DEFAULT_PASSWORD } from '@portico/contract/register-rules';
import { useT } from '../../../lib/i18n/keys';
import { useForm } from '../../../lib/form/use-form';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { Button } from '../../../components/ui/Button';
import { registerByMobile } from '../api/register';
import { asksPassword, registrationPassword } from '../model/passwords';
import { DialingCodeField } from '../../../components/dialing-code/DialingCodeField';
import { SmsCodeSendFields } from '../../../components/sms-code/SmsCodeSendFields';
import { MobileNumberField } from '../../../components/dialing-code/MobileNumberField';
import { NewPasswordField } from './NewPasswordField';
import { useRegisterSubmit } from './use-register-submit';
import { normalizeMobile, useRegisterCode, type MobileField } from './use-register-code';

const FIELDS = {
  mobileNum: { required: 'register.mobile_required', check: (raw: string) => (/^\d{4,15}$/.test(normalizeMobile(raw)) ? null : 'register.mobile_rule') },
  verificationCode: { required: 'register.code_required', check: (code: string) => (/^\d{6}$/.test(code) ? null : 'register.code_required') },
  password: { trim: false, required: 'register.password_rule', check: (typed: string) => (isStrongPassword(typed) ? null : 'register.password_rule') },
} as const satisfies Record<MobileField, unknown>;

/**
 * Registration by mobile number (POST /wps/member/register/mobile, doc A §3–§5): a code texted by
 * /wps/verification/sms/noLogin proves the number. The password is asked only when the merchant's
 * mobile-password option is on; otherwise the platform's default is sent (doc A §5) and the member
 * is asked to change it at the first password sign-in.
 */
export function MobileRegisterForm({ onRegistered }: { onRegistered: (value: RegisterValue) => void }) {
  const t = useT();
  const settings = useSiteSettings();
  const form = useForm<MobileField>(FIELDS, { aliases: { countryDialingCode: 'mobileNum' } });
  // DialingCodeField applies doc A §2's show rule; hidden, it still sets the merchant's default code.
  const [countryCode, setCountryCode] = useState('');
  const code = useRegisterCode(form, countryCode);
  // With the merchant's verification before a text, the person verifies at "Send code", not at the submit.
  const { submit, pending, verification } = useRegisterSubmit(form, onRegistered, { verifyAtSubmit: !code.verificationBeforeText });
  const ownPassword = asksPassword('mobile', settings.registration.mobilePassword);

  function onSubmit() {
    const mobileNum = code.number();
    const values = mobileNum ? form.validate() : null;
    if (!mobileNum || !values) return;
    const password = registrationPassword('mobile', settings.registration.mobilePassword, values.password);
    void submit((shared) => registerByMobile({ ...shared, countryDialingCode: countryCode, mobileNum, verificationCode: values.verificationCode, password }));
  }

  return (
    <form className="card" {...form.formProps(onSubmit)} aria-label={t('register.by_mobile')}>
      <DialingCodeField label={t('sms.dialing_code')} value={countryCode} onChange={setCountryCode} />
      <MobileNumberField {...form.field('mobileNum')} label={t('sms.mobile')} />
      {code.widget}
      <SmsCodeSendFields
        sending={code.sending}
        secondsLeft={code.secondsLeft}
        sentTo={code.sentTo}
        busy={pending}
        onSend={() => void code.send()}
        codeField={form.field('verificationCode')}
      />
      {ownPassword ? (
        <NewPasswordField field={form.field('password')} />
      ) : (
        <p className="muted">{t('register.default_password_note', { password: MOBILE_DEFAULT_PASSWORD })}</p>
      )}
      {verification}
      <Button type="submit" block busy={pending} disabled={code.sending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
