import { rsaKeyEndpoint } from './encryption.ts';
import { loginEndpoint, logoutEndpoint, twoFactorEndpoint } from './session.ts';
import { memberInfoEndpoint, memberLanguageEndpoint, passwordChangeEndpoint } from './member.ts';
import { smsNoLoginEndpoint } from './verification.ts';
import { rankProgressEndpoint, vipBenefitsEndpoint } from './vip.ts';
import {
  autoUsernameEndpoint,
  checkUsernameEndpoint,
  mobileRegisterEndpoint,
  socialRegisterEndpoint,
  usernameRegisterEndpoint,
} from './register.ts';
import { countryEndpoint, locationEndpoint, pingEndpoint, settingsEndpoint, statusEndpoint } from './system.ts';
import { captchaChallengeEndpoint, captchaGeetestEndpoint } from './captcha.ts';
import { domainCheckEndpoint, domainRouteEndpoint } from './domains.ts';
import { downloadSettingEndpoint } from './download.ts';
import { availablePromotionsEndpoint, promotionCategoriesEndpoint } from './promotions.ts';
import { activitiesEndpoint, activityEndpoint } from './activities.ts';
import { pointMarketEndpoint, redeemPointsEndpoint } from './point-market.ts';
import { missionsEndpoint } from './missions.ts';
import { agentApplicationEndpoint, agentSummaryEndpoint, applyAgentEndpoint, referralInfoEndpoint } from './referral.ts';
import { feedbackEndpoint } from './feedback.ts';
import { profileIconEndpoint, setProfileIconEndpoint } from './member-profile.ts';
import {
  gameLanesEndpoint,
  gameMatchEndpoint,
  gameVendorsEndpoint,
  launchGameEndpoint,
  trialLaunchEndpoint,
  trialLaunchGetEndpoint,
} from './games.ts';
import { listBannersEndpoint } from './banners.ts';
import { listAnnouncementsEndpoint } from './announcements.ts';
import { listPopupAnnouncementsEndpoint } from './popup-announcements.ts';
import { customerServiceScriptEndpoint } from './customer-service.ts';
import {
  createDepositOrderEndpoint,
  depositOrderEndpoint,
  depositSettingsEndpoint,
  walletBalanceEndpoint,
  walletHistoryEndpoint,
} from './wallet.ts';
import {
  bindBankCardEndpoint,
  bindPixKeyEndpoint,
  createWithdrawalEndpoint,
  depositWithdrawStatisticsEndpoint,
  withdrawAccountInfoEndpoint,
  withdrawalsEndpoint,
} from './withdraw.ts';
import { launchChatEndpoint, unreadCountEndpoint, unreadTicketEndpoint } from './chat.ts';
import { PASSKEY_ENDPOINTS } from './passkeys.ts';
import { pushBindEndpoint, pushSubscribeEndpoint, pushUnsubscribeEndpoint } from './push.ts';
import { agentAffiliateEndpoint, reportEventsEndpoint, trackingConfigEndpoint } from './tracking.ts';
import type { Endpoint } from './endpoint.ts';
import { installPromptConfigEndpoint } from './install-prompt.ts';

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
  locationEndpoint,
  pingEndpoint,
  domainCheckEndpoint,
  domainRouteEndpoint,
  settingsEndpoint,
  captchaChallengeEndpoint,
  captchaGeetestEndpoint,
  downloadSettingEndpoint,
  // member area (issue 10 part B, decision 029)
  availablePromotionsEndpoint,
  promotionCategoriesEndpoint,
  activityEndpoint,
  activitiesEndpoint,
  vipBenefitsEndpoint,
  pointMarketEndpoint,
  redeemPointsEndpoint,
  missionsEndpoint,
  referralInfoEndpoint,
  agentApplicationEndpoint,
  agentSummaryEndpoint,
  applyAgentEndpoint,
  feedbackEndpoint,
  profileIconEndpoint,
  setProfileIconEndpoint,
  gameVendorsEndpoint,
  gameMatchEndpoint,
  gameLanesEndpoint,
  trialLaunchEndpoint,
  trialLaunchGetEndpoint,
  launchGameEndpoint,
  // home content (decision 028)
  listBannersEndpoint,
  listAnnouncementsEndpoint,
  listPopupAnnouncementsEndpoint,
  customerServiceScriptEndpoint,
  depositSettingsEndpoint,
  createDepositOrderEndpoint,
  depositOrderEndpoint,
  walletBalanceEndpoint,
  walletHistoryEndpoint,
  withdrawAccountInfoEndpoint,
  bindBankCardEndpoint,
  bindPixKeyEndpoint,
  createWithdrawalEndpoint,
  withdrawalsEndpoint,
  depositWithdrawStatisticsEndpoint,
  // install prompt (decision 036)
  installPromptConfigEndpoint,
  // customer-service chat (issue 14, decision 039)
  launchChatEndpoint,
  unreadCountEndpoint,
  unreadTicketEndpoint,
  // passkeys (issue 17 item 8, decision 042)
  ...PASSKEY_ENDPOINTS,
  // push notifications (issue 14, decision 038)
  pushBindEndpoint,
  pushSubscribeEndpoint,
  pushUnsubscribeEndpoint,
  // tracking and attribution (decision 040)
  reportEventsEndpoint,
  trackingConfigEndpoint,
  agentAffiliateEndpoint,
];
