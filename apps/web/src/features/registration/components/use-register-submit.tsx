import { useEffect, useRef, useState } from 'react';
import { captchaFields } from '@portico/contract/captcha-payload';
import type { CaptchaResult } from '@portico/contract/captcha-result';
import type { RegisterValue } from '@portico/contract/register';
import { useT } from '../../../lib/i18n/keys';
import { notice } from '../../../lib/notify/notify';
import { useSiteSettings } from '../../../lib/site/site-settings';
import type { RegistrationContextFields } from '../../../lib/landing/registration-context';
import { onceEngaged } from '../../../lib/use-engaged';
import type { Form } from '../../../lib/form/use-form';
import { refusalOf, type RegisterField } from '../model/refusal';
import { LazyHumanVerification } from '../../../components/human-verification/LazyHumanVerification';

/** What a form adds to its own fields: the context, login true (auto login) and the verification result. */
export type SharedFields = RegistrationContextFields & { login: true } & CaptchaResult;

/** What a registration sends besides its fields (device id, landing, ad networks): read at submit, loaded once the form is in use. */
const loadContext = () => import('../../../lib/landing/registration-context');

/**
 * The part both registration forms share (doc A §4 "Registration"), on the form kit's guarded submit:
 * human verification before anything is sent, the call, then the confirmation alert and
 * `onRegistered`; on failure the verification is reset (a solution is single use), field errors go
 * to their fields and anything else is alerted (the platform's message, or unknown_error).
 */
export function useRegisterSubmit<F extends RegisterField>(
  form: Form<F>,
  onRegistered: (value: RegisterValue) => void,
  { verifyAtSubmit = true }: { verifyAtSubmit?: boolean } = {},
) {
  const t = useT();
  useEffect(() => {
    void onceEngaged().then(loadContext);
  }, []);
  const settings = useSiteSettings();
  const captcha = useRef<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // doc A §5: required at registration unless the merchant turned it off for registration, or the
  // form verified before texting its code (decision 020: the code then proves it).
  const verificationOn = verifyAtSubmit && settings.captcha.registration !== false;

  async function submit(send: (shared: SharedFields) => Promise<RegisterValue>) {
    if (!form.isOpen()) return;
    if (verificationOn && !captcha.current) {
      void notice({ messageKey: 'hv.verify_first', fallbackKey: 'hv.verify_first' });
      return;
    }
    await form.run('submit', async () => {
      try {
        const context = await (await loadContext()).collectRegistrationContext();
        // The built-in provider's `captcha`, or Geetest's geetest* fields (decision 015).
        const value = await send({ ...context, login: true, ...captchaFields(captcha.current) });
        await notice({ message: t('register.success', { name: value.userName }), fallbackKey: 'register.success_short' });
        onRegistered(value);
      } catch (error) {
        captcha.current = null;
        setResetKey((k) => k + 1);
        const refusal = refusalOf(error);
        form.showErrors(refusal.fields);
        if (refusal.alert) void notice(refusal.alert);
      }
    });
  }

  const verification = verificationOn ? (
    <LazyHumanVerification
      form="registration"
      resetKey={resetKey}
      onChange={(payload) => {
        captcha.current = payload;
      }}
    />
  ) : null;

  return { submit, pending: form.pending !== null, verification };
}
