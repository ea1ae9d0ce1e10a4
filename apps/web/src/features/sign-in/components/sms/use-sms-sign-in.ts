import { useState } from 'react';
import { joinPhone } from '@portico/contract/verification';
import type { LoginValue } from '@portico/contract/session';
import { describeError } from '../../../../lib/http/describe-error';
import { isApiError } from '../../../../lib/http/api-error';
import { loadIdentityProvider } from '../../../../lib/identity/load-provider';
import { isIdentityError, type PhoneConfirmation } from '../../../../lib/identity/provider';
import { message, useForm } from '../../../../lib/form/use-form';
import { useSiteSettings } from '../../../../lib/site/site-settings';
import { useNoticeText } from '../../../../components/ui/notice-text';
import { clearPendingIdentity } from '../../../../lib/identity/pending-identity';
import { useCountdown } from '../../../../lib/use-countdown';
import { useLoginWithIdentity } from '../../api/login-with-identity';
import { useIdentityErrorLines } from './identity-error-text';

/** Digits only; people type spaces and dashes as they read a number aloud. */
const normalizeMobile = (raw: string) => raw.replace(/[\s().-]/g, '');

const FIELDS = {
  mobile: { required: 'sms.mobile_required', check: (raw: string) => (/^\d{4,15}$/.test(normalizeMobile(raw)) ? null : 'sms.mobile_invalid') },
  code: { required: 'sms.code_required' },
} as const;

/** A code sent and not yet used, with the number it went to: a code proves only that number. */
interface HeldConfirmation {
  phone: string;
  confirmation: PhoneConfirmation;
}

/**
 * Sms-code sign-in (doc A §4) on the form kit: the provider texts a code to "+", the dialling code and
 * the number; the confirmation is held here; the member's code becomes an ID token, used like a social one.
 * One request at a time, and no lock after it: the code arrives long after a send anyway.
 */
export function useSmsSignIn(countryCode: string, onSignedIn: (value: LoginValue) => void) {
  const settings = useSiteSettings();
  const noticeText = useNoticeText();
  const errorLines = useIdentityErrorLines();
  const countdown = useCountdown();
  const form = useForm<keyof typeof FIELDS, 'send' | 'sign-in'>(FIELDS, { lockMs: 0 });
  const [failure, setFailure] = useState<string[] | null>(null);
  const [held, setHeld] = useState<HeldConfirmation | null>(null);
  const identitySignIn = useLoginWithIdentity();

  /** The full number, or null with its message shown. */
  function phone(): string | null {
    const checked = form.validate(['mobile']);
    if (checked && !countryCode) form.showErrors({ mobile: message('sms.mobile_invalid') });
    return checked && countryCode ? joinPhone(countryCode, normalizeMobile(checked.mobile)) : null;
  }

  async function run(kind: 'send' | 'sign-in', work: () => Promise<void>) {
    await form.run(kind, async () => {
      try {
        await work();
      } catch (error) {
        setFailure(isIdentityError(error) ? errorLines(error) : [noticeText(describeError(error))]);
      }
    });
  }

  function sendCode() {
    if (!form.isOpen() || countdown.secondsLeft > 0) return;
    setFailure(null);
    const to = phone();
    if (!to) return;
    form.showErrors({});
    void run('send', async () => {
      const confirmation = await (await loadIdentityProvider(settings)).sendPhoneCode(to);
      setHeld({ phone: to, confirmation });
      countdown.start(confirmation.expirationTime);
      form.input('code')?.focus();
    });
  }

  function signIn() {
    setFailure(null);
    const to = phone();
    const typed = to ? form.validate(['code'])?.code : undefined;
    if (!to || !typed) return;
    // doc A §4: no pending confirmation (none sent, or sent to another number) is auth/code-expired.
    if (!held || held.phone !== to) return setFailure(errorLines({ code: 'auth/code-expired' }));
    void run('sign-in', async () => {
      const idToken = await held.confirmation.confirm(typed);
      // A confirmed code is spent; a later try needs a new one.
      setHeld(null);
      try {
        onSignedIn(await identitySignIn.mutateAsync({ type: 'sms', idToken }));
      } catch (error) {
        if (isApiError(error)) clearPendingIdentity();
        throw error;
      }
    });
  }

  return { form, failure, sentTo: held?.phone ?? null, secondsLeft: countdown.secondsLeft, sendCode, signIn };
}
