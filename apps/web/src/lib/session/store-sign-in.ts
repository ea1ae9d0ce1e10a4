import type { LoginValue } from '@portico/contract/session';
import { setSession } from './session-store';
import { getMerchantCode } from '../merchant';

/** Every way in (password, two-factor, sms code, social, social registration) ends here. */
export function storeSignIn(value: LoginValue): void {
  setSession({
    id: value.id,
    customerId: value.id,
    token: value.token,
    merchantCode: getMerchantCode(),
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
  });
}
