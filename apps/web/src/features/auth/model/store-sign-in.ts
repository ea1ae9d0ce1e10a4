import type { LoginValue } from '@portico/contract/session';
import { setSession } from '../../../lib/session/session-store';
import { getMerchantCode } from '../../../lib/merchant';
import { forgetSavedLoginOfAnother } from './saved-login-slot';

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
  void forgetSavedLoginOfAnother(value.userName);
}
