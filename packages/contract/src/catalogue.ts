import { rsaKeyEndpoint } from './encryption.ts';
import { loginEndpoint, logoutEndpoint, twoFactorEndpoint } from './session.ts';
import { memberInfoEndpoint, memberLanguageEndpoint, passwordChangeEndpoint } from './member.ts';
import { smsNoLoginEndpoint } from './verification.ts';
import { rankProgressEndpoint } from './vip.ts';
import {
  autoUsernameEndpoint,
  checkUsernameEndpoint,
  mobileRegisterEndpoint,
  socialRegisterEndpoint,
  usernameRegisterEndpoint,
} from './register.ts';
import { countryEndpoint, pingEndpoint, settingsEndpoint, statusEndpoint } from './system.ts';
import { captchaChallengeEndpoint, captchaGeetestEndpoint } from './captcha.ts';
import { domainCheckEndpoint, domainRouteEndpoint } from './domains.ts';
import { downloadSettingEndpoint } from './download.ts';
import { createDepositOrderEndpoint, depositOrderEndpoint, depositSettingsEndpoint, walletBalanceEndpoint } from './wallet.ts';
import {
  bindBankCardEndpoint,
  bindPixKeyEndpoint,
  createWithdrawalEndpoint,
  depositWithdrawStatisticsEndpoint,
  withdrawAccountInfoEndpoint,
  withdrawalsEndpoint,
} from './withdraw.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Every /wps call built so far, for the platform's route table test and its OpenAPI
 * document. The web app never imports this file: it imports the one endpoint it calls.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  rsaKeyEndpoint,
  loginEndpoint,
  twoFactorEndpoint,
  logoutEndpoint,
  memberInfoEndpoint,
  memberLanguageEndpoint,
  passwordChangeEndpoint,
  smsNoLoginEndpoint,
  rankProgressEndpoint,
  socialRegisterEndpoint,
  usernameRegisterEndpoint,
  mobileRegisterEndpoint,
  autoUsernameEndpoint,
  checkUsernameEndpoint,
  statusEndpoint,
  countryEndpoint,
  pingEndpoint,
  domainCheckEndpoint,
  domainRouteEndpoint,
  settingsEndpoint,
  captchaChallengeEndpoint,
  captchaGeetestEndpoint,
  downloadSettingEndpoint,
  depositSettingsEndpoint,
  createDepositOrderEndpoint,
  depositOrderEndpoint,
  walletBalanceEndpoint,
  withdrawAccountInfoEndpoint,
  bindBankCardEndpoint,
  bindPixKeyEndpoint,
  createWithdrawalEndpoint,
  withdrawalsEndpoint,
  depositWithdrawStatisticsEndpoint,
];
