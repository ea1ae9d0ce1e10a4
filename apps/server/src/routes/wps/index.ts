import type { FastifyInstance } from 'fastify';
import rsaKey from './session/rsa-key.ts';
import login from './session/login.ts';
import loginVerification from './session/login-verification.ts';
import logout from './session/logout.ts';
import memberInfo from './member/info.ts';
import memberLanguage from './member/language.ts';
import memberPassword from './member/password.ts';
import registerSocial from './member/register-social.ts';
import registerUsername from './member/register.ts';
import registerMobile from './member/register-mobile.ts';
import autoUsername from './member/auto-username.ts';
import checkUsername from './check/username.ts';
import rankProgress from './relay/rank-progress.ts';
import downloadSetting from './relay/download-setting.ts';
import status from './system/status.ts';
import country from './system/country.ts';
import ping from './system/ping.ts';
import domainCheck from './system/domain-check.ts';
import domainRoute from './system/domain-route.ts';
import settings from './system/settings.ts';
import captchaChallenge from './captcha/challenge.ts';
import captchaGeetest from './captcha/geetest.ts';
import smsNoLogin from './verification/sms-no-login.ts';
import walletDeposit from './wallet/deposit.ts';
import walletWithdraw from './wallet/withdraw.ts';
import paymentCallback from './wallet/payment-callback.ts';
import sandboxCheckout from './wallet/sandbox-checkout.ts';

/** The route table: one line per /wps call (the contract's ALL_ENDPOINTS is checked against it in tests). */
export function registerWpsRoutes(app: FastifyInstance): void {
  const routes = [
    [rsaKey, login, loginVerification, logout],
    [memberInfo, memberLanguage, memberPassword, registerSocial, registerUsername, registerMobile, autoUsername, checkUsername],
    [smsNoLogin, status, country, ping, domainCheck, domainRoute, settings, captchaChallenge, captchaGeetest],
    // relays (doc E §7): one line per area, so areas are added without touching each other's line
    [rankProgress],
    [downloadSetting],
    [walletDeposit, walletWithdraw, paymentCallback, sandboxCheckout],
  ];
  for (const register of routes.flat()) register(app);
}
