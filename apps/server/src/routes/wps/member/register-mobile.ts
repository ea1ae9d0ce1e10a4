import type { FastifyInstance } from 'fastify';
import { MOBILE_DEFAULT_PASSWORD, mobileRegisterEndpoint } from '@portico/contract/register';
import { verificationOn } from '../../../captcha/forms.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { registerMember, reserveRegistration } from '../../../registration/register-member.ts';
import { fieldError, passwordRefusal, refuseFields, usernameRefusal, type FieldRefusal } from '../../../registration/rules.ts';
import { phoneOf } from '../../../sms/phone.ts';

/** The number's refusal from phoneOf as a field refusal, so it is reported with the others. */
function mobileRefusal(merchant: Parameters<typeof phoneOf>[0], code: string, num: string): { phone: string | null; refusal: FieldRefusal | null } {
  try {
    return { phone: phoneOf(merchant, code, num), refusal: null };
  } catch (err) {
    const field = err instanceof PlatformError ? err.options.fieldErrors?.[0]?.field : undefined;
    if (!field) throw err;
    return { phone: null, refusal: { errorCode: 'mobile.invalid', field } };
  }
}

/**
 * Registration by mobile number (doc A §3–§5, ModuleId MOBILENUMREG3). The number is proved by the
 * code /wps/verification/sms/noLogin texted to it. With the merchant's mobile-password option off,
 * the password is the fixed default of doc A §5 whatever was sent: it is accepted here and nowhere
 * else, and the after-sign-in rule sends a member signing in with it to /m/changePsw.
 * Every attempt is counted before the work, and the code is checked before the platform says whether
 * the name or the number is taken (decision 034): without the code, nothing tells a script which
 * names and numbers have accounts. The price: a member whose chosen name turns out taken asks for a
 * new text (the form checks the name as it is typed, so this is rare).
 */
export default function registerMobile(app: FastifyInstance) {
  registerEndpoint(app, mobileRegisterEndpoint, async ({ request, merchant, body }) => {
    const { countryDialingCode, mobileNum, verificationCode, username, password, ...context } = body;
    const ownPassword = merchant.registration.mobilePassword;
    const { phone, refusal } = mobileRefusal(merchant, countryDialingCode, mobileNum);
    const chosen = username?.trim() ? username.trim() : null;
    refuseFields([
      refusal,
      chosen ? usernameRefusal(chosen) : null,
      ownPassword ? passwordRefusal(password ?? '') : null,
      /^\d{6}$/.test(verificationCode.trim()) ? null : { errorCode: 'verification.code.invalid', field: 'verificationCode' },
    ]);
    if (!phone) throw new Error('unreachable: a refused number was reported above');
    const permit = await reserveRegistration(app, merchant, request.ip);
    // With verification before the text (decision 020) the code itself proves it: a text was sent only
    // to someone who passed. Otherwise the registration's own.
    if (!verificationOn(merchant, 'sms')) await app.captcha.require(merchant, body, 'registration', { ip: request.ip });
    // The code before anything that says whether the name or number has an account (decision 034).
    try {
      await app.smsCodes.verify({ merchant, phone, purpose: 'noLogin', code: verificationCode });
    } catch (err) {
      if (err instanceof PlatformError && !err.options.fieldErrors) throw fieldError(err.errorCode, 'verificationCode');
      throw err;
    }
    return registerMember(app, {
      merchant,
      request,
      permit,
      kind: 'mobile',
      username: chosen,
      password: ownPassword ? (password ?? '') : MOBILE_DEFAULT_PASSWORD,
      mobile: phone,
      context,
    });
  });
}
