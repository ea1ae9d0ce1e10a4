import type { CaptchaForm } from '@portico/contract/captcha';
import type { SiteSettings } from '@portico/contract/system';
import { createBuiltinVerifier } from './builtin-verifier';
import { createGeetestVerifier } from './geetest/geetest-verifier';
import type { HumanVerifier } from './human-verifier';

/**
 * The merchant's adapter (decisions 012, 015): Geetest when its provider says so, else the built-in one,
 * whose challenges are bound to the form (decision 041; an sms send is the 'sms' form).
 */
export function verifierFor(captcha: SiteSettings['captcha'] | undefined, purpose: 'form' | 'sms' = 'form', form: CaptchaForm = 'sign-in'): HumanVerifier {
  if (captcha?.provider === 'geetest') {
    return createGeetestVerifier({ version: captcha.GEETEST_VERSION, servers: captcha.geetestServers, purpose });
  }
  return createBuiltinVerifier({ form: purpose === 'sms' ? 'sms' : form });
}
