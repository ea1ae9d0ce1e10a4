import type { MobileRegisterRequest, RegisterValue, UsernameRegisterRequest } from '@portico/contract/register';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { mobileRegisterRef, usernameRegisterRef } from './endpoints';
import { events } from '../../../lib/events/app-events';
import { storeSignIn } from '../../../lib/session/store-sign-in';

/** A registration answered with a token is signed in at once (doc A §4 "optional auto login"); then it is announced. */
function signInIfToken(value: RegisterValue, method: 'username' | 'mobile'): RegisterValue {
  if (value.token) storeSignIn({ ...value, token: value.token });
  events.emit('registered', { customerId: value.customerId, customerName: value.userName, method, signedIn: value.token !== null });
  return value;
}

/**
 * Encrypted POST /wps/member/register (ModuleId REG3, from the contract). alert is off: the form
 * shows field errors on its fields and alerts the rest itself (model/registration/refusal.ts).
 */
export async function registerByUsername(body: UsernameRegisterRequest): Promise<RegisterValue> {
  events.emit('register-submitted', { method: 'username' });
  return signInIfToken(await callEndpoint(usernameRegisterRef, { body, alert: false }), 'username');
}

/** Encrypted POST /wps/member/register/mobile (ModuleId MOBILENUMREG3), with the texted code. */
export async function registerByMobile(body: MobileRegisterRequest): Promise<RegisterValue> {
  events.emit('register-submitted', { method: 'mobile' });
  return signInIfToken(await callEndpoint(mobileRegisterRef, { body, alert: false }), 'mobile');
}
