import { useState } from 'react';
import type { LoginValue, TwoFactorRequest } from '@portico/contract/session';
import { message, type Form } from '../../../lib/form/use-form';
import type { NoticePayload } from '../../../lib/notify/notify';
import type { PasswordCredentials } from '../../../lib/session/second-factor';
import { useVerifyLogin } from '../api/verify-login';
import { METHOD_FIELDS, readAnswer, type FieldName, type MethodKey } from './methods';
import { placeRefusal } from './refusals';

export interface Countdown {
  secondsLeft: number;
  start: (seconds: number) => void;
}

interface Options {
  method: MethodKey;
  credentials: PasswordCredentials;
  dialingCode: string;
  loginWait: Countdown;
  locked: boolean;
  onBusyChange: (busy: boolean) => void;
  onVerified: (value: LoginValue) => void;
}

/**
 * The two-factor step's submit (doc A §4, §5) on the form kit's guard: the method's answer checked
 * (methods.ts), POST /wps/session/login/verification, and a refusal placed (refusals.ts): a throttle as
 * a wait, field errors on their fields, anything else as one message above the button.
 */
export function useTwoFactorSubmit(form: Form<FieldName>, { method, credentials, dialingCode, loginWait, locked, onBusyChange, onVerified }: Options) {
  const verify = useVerifyLogin();
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  // The wait as first announced: an alert whose text changed every second would be read out every second.
  const [announcedWait, setAnnouncedWait] = useState(() => loginWait.secondsLeft);

  function showRefusal(error: unknown) {
    const placed = placeRefusal(method, error);
    if (placed.kind === 'wait') {
      loginWait.start(placed.seconds);
      setAnnouncedWait(placed.seconds);
    } else if (placed.kind === 'form') setFormError(placed.text);
    else {
      form.showErrors(placed.fields);
      setFormError(placed.rest);
    }
  }

  function submit() {
    if (locked || loginWait.secondsLeft > 0) return;
    setFormError(null);
    const read = readAnswer(method, Object.fromEntries(METHOD_FIELDS[method].map((field) => [field, form.input(field)?.value])));
    if ('errors' in read) return void form.showErrors(Object.fromEntries(Object.entries(read.errors).map(([field, key]) => [field, message(key)])));
    if (method === 'sms' && !dialingCode) return void form.showErrors({ mobileNum: message('twofa.dialing_code_required') });
    form.showErrors({});
    const { username, password, loginDeviceId, isOfficialAppLogin, device } = credentials;
    const body: TwoFactorRequest = { username, password, ...read.answer };
    if (method === 'sms') body.countryDialingCode = dialingCode;
    if (loginDeviceId !== undefined) body.loginDeviceId = loginDeviceId;
    if (isOfficialAppLogin !== undefined) body.isOfficialAppLogin = isOfficialAppLogin;
    if (device !== undefined) body.device = device;
    void form.run('submit', async () => {
      onBusyChange(true);
      let value: LoginValue;
      try {
        value = await verify.mutateAsync(body);
      } catch (error) {
        return showRefusal(error);
      } finally {
        onBusyChange(false);
      }
      onVerified(value);
    });
  }

  return { submit, formError, announcedWait };
}
