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
import availablePromotions from './relay/available-promotions.ts';
import promotionCategories from './relay/promotion-categories.ts';
import activity from './relay/activity.ts';
import activities from './relay/activities.ts';
import vipBenefits from './relay/vip-benefits.ts';
import pointMarket from './relay/point-market.ts';
import missions from './relay/missions.ts';
import referralInfo from './relay/referral-info.ts';
import redeemPoints from './member/redeem-points.ts';
import agentApplication from './member/agent-application.ts';
import applyAgent from './member/apply-agent.ts';
import agentSummary from './member/agent-summary.ts';
import memberFeedback from './member/feedback.ts';
import profileIcon from './member/profile-icon.ts';
import setProfileIcon from './member/set-profile-icon.ts';
import gameRelays from './relay/games.ts';
import trialLaunch from './relay/trial-launch.ts';
import launchGame from './game/launch-game.ts';
import listBanners from './relay/list-banners.ts';
import listAnnouncements from './relay/list-announcements.ts';
import listPopupAnnouncements from './relay/list-popup-announcements.ts';
import customerServiceScript from './relay/customer-service-script.ts';
import fcmBind from './relay/fcm-bind.ts';
import fcmSubscribe from './relay/fcm-subscribe.ts';
import fcmUnsubscribe from './relay/fcm-unsubscribe.ts';
import status from './system/status.ts';
import country from './system/country.ts';
import location from './system/location.ts';
import ping from './system/ping.ts';
import domainCheck from './system/domain-check.ts';
import domainRoute from './system/domain-route.ts';
import settings from './system/settings.ts';
import manifest from './system/manifest.ts';
import appImages from './system/app-images.ts';
import webclipProfile from './system/webclip-profile.ts';
import appDownload from './system/app-download.ts';
import captchaChallenge from './captcha/challenge.ts';
import captchaGeetest from './captcha/geetest.ts';
import smsNoLogin from './verification/sms-no-login.ts';
import walletDeposit from './wallet/deposit.ts';
import walletWithdraw from './wallet/withdraw.ts';
import walletHistory from './wallet/history.ts';
import paymentCallback from './wallet/payment-callback.ts';
import sandboxCheckout from './wallet/sandbox-checkout.ts';
import installPromptConfig from './relay/install-prompt-config.ts';
import chatLaunch from './relay/chat-launch.ts';
import chatUnread from './relay/chat-unread.ts';
import chatUnreadStream from './relay/chat-unread-stream.ts';
import passkeyRegistrationOptions from './passkeys/registration-options.ts';
import passkeyRegister from './passkeys/register.ts';
import passkeyList from './passkeys/list.ts';
import passkeyRename from './passkeys/rename.ts';
import passkeyRemove from './passkeys/remove.ts';
import passkeySignInOptions from './passkeys/sign-in-options.ts';
import passkeySignIn from './passkeys/sign-in.ts';
import reportEvents from './tracking/report.ts';
import trackingConfig from './tracking/config.ts';
import agentAffiliate from './agent/affiliate.ts';

/** The route table: one line per /wps call (the contract's ALL_ENDPOINTS is checked against it in tests). */
export function registerWpsRoutes(app: FastifyInstance): void {
  const routes = [
    [rsaKey, login, loginVerification, logout],
    [memberInfo, memberLanguage, memberPassword, registerSocial, registerUsername, registerMobile, autoUsername, checkUsername],
    [smsNoLogin, status, country, ping, domainCheck, domainRoute, settings, captchaChallenge, captchaGeetest],
    // relays (doc E §7): one line per area, so areas are added without touching each other's line
    [rankProgress],
    [downloadSetting],
    [availablePromotions, promotionCategories, activity, activities, vipBenefits, pointMarket, missions, referralInfo],
    // member calls of the member pages (decision 029)
    [redeemPoints, agentApplication, applyAgent, agentSummary, memberFeedback, profileIcon, setProfileIcon],
    [gameRelays, trialLaunch, launchGame],
    [listBanners, listAnnouncements, listPopupAnnouncements, customerServiceScript],
    [walletDeposit, walletWithdraw, walletHistory, paymentCallback, sandboxCheckout],
    [installPromptConfig], // install prompt (decision 036)
    // customer-service chat (issue 14, decision 039)
    [chatLaunch, chatUnread, chatUnreadStream],
    // passkeys (issue 17 item 8, decision 042)
    [passkeyRegistrationOptions, passkeyRegister, passkeyList, passkeyRename, passkeyRemove, passkeySignInOptions, passkeySignIn],
    // push notifications (issue 14, decision 038)
    [fcmBind, fcmSubscribe, fcmUnsubscribe],
    // app layer (decision 037): home-screen manifest, its images, the web-clip profile; not JSON envelopes
    [manifest, appImages, webclipProfile, appDownload],
    [reportEvents, trackingConfig, agentAffiliate], // tracking and attribution (decision 040)
    [location], // doc A §7, decision 058
  ];
  for (const register of routes.flat()) register(app);
}
