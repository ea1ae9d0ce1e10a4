/**
 * Every errorCode the platform can answer with. The spec's codes keep their
 * mixed spelling (dots, underscores, upper case) because existing platforms use them.
 */
export const ERROR_CODES = [
  // session (doc A §8, doc E §8)
  'CUSTOMER_NOT_LOGIN',
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
  'login.cred.err',
  'not.exists.user',
  'login_verify_required',
  'token_ip_different',
  'bind_customer_required',
  'login.verify.failed',
  'identity.token.invalid',
  // passwords (POST /wps/member/password)
  'password.old.wrong',
  'password.weak',
  'password.same',
  // registration (POST /wps/member/register*, GET /wps/check/username)
  'username.invalid',
  'username.exists',
  'mobile.exists',
  // sms codes (POST /wps/verification/sms/noLogin and the codes it sends)
  'mobile.invalid',
  'verification.code.invalid',
  'verification.code.expired',
  'sms.unavailable',
  // human verification (GET /wps/captcha/challenge and the login's captcha field)
  'captcha.invalid',
  // GET /wps/captcha/geetest for a merchant without Geetest
  'captcha.unavailable',
  // abuse limits: every code starting TOO_MANY_REQUEST is silent in the request layer
  'TOO_MANY_REQUEST',
  'TOO_MANY_REQUEST_LOGIN',
  'TOO_MANY_REQUEST_SMS',
  'TOO_MANY_REQUEST_REGISTER',
  'TOO_MANY_REQUEST_CHECK',
  // site
  'domain_not_available',
  'merchant.unknown',
  'language.unsupported',
  // operator endpoints (/admin, decision 016)
  'admin.unauthorized',
  'admin.disabled',
  // operator content (/admin/content, decision 027)
  'content.kind_unknown',
  'content.not_found',
  // relays (/wps/relay/<name>, doc E §7)
  'relay.unknown',
  // member area (activities, point market, agent applications; decision 029)
  'activity.not_found',
  'points.insufficient',
  'points.item_unavailable',
  'agent.application_pending',
  'agent.already',
  'agent.not_agent',
  'profile.icon_invalid',
  // games (POST /wps/game/launchGame, GCS_gameTrialLaunch, the vendor stand-in; decision 030)
  'game.not_found',
  'game.trial_unavailable',
  'game.vendor_unavailable',
  // wallet (issue 12, decision 031): deposits, the payment callback, payout accounts, withdrawals
  'wallet.channel_unknown',
  'wallet.amount_out_of_range',
  'wallet.order_not_found',
  'wallet.insufficient_balance',
  'wallet.account_not_found',
  'wallet.account_exists',
  'wallet.account_invalid',
  'wallet.pix_unavailable',
  'wallet.withdrawal_not_found',
  'wallet.withdrawal_decided',
  'wallet.idempotency_conflict',
  'payment.signature_invalid',
  'payment.replayed',
  'payment.mismatch',
  'payment.unavailable',
  // customer-service chat (CBS_launchChat, CBS_unreadCount, the local chat vendor; decision 039)
  'no_permissions',
  'chat.unavailable',
  'chat.conversation_not_found',
  'chat.link_invalid',
  'chat.link_expired',
  // passkeys and phishing resistance (issue 17 item 8, decision 042)
  'passkey.refused',
  'passkey.unavailable',
  'passkey.not_found',
  // push notifications (issue 14, decision 038): relays CSP_fcm*, the operator's send
  'push.token_invalid',
  'push.unavailable',
  // app layer (issue 13, decision 037): manifest icons and launch screens
  'install.image_unknown',
  'install.app_unavailable',
  // tracking and attribution (issue 15, decision 040)
  'tracking.event_unknown',
  'tracking.event_invalid',
  'TOO_MANY_REQUEST_EVENTS',
  'affiliate.unknown',
  // anti-abuse, risk at registration (decision 041): a flagged account waits for an operator's review
  'abuse.account_review',
  // request conventions
  'request.invalid',
  'encryption.required',
  'encryption.tampered',
  'encryption.stale',
  'route.not.found',
  'server.error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/** Codes that end the session: the web app logs out and sends the player to /m/login. */
export const LOGOUT_ERROR_CODES: readonly ErrorCode[] = [
  'CUSTOMER_NOT_LOGIN',
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
];

export function isTooManyRequest(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.startsWith('TOO_MANY_REQUEST');
}

/** The platform's English message for each code; the web app shows its own translation when it has one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  CUSTOMER_NOT_LOGIN: 'Please log in.',
  'customer.not.login': 'Please log in.',
  'user.or.token.invalid': 'Your session is no longer valid. Please log in again.',
  'login.not.session': 'Your session has ended. Please log in again.',
  'login.cred.err': 'The username or password is incorrect.',
  'not.exists.user': 'This account does not exist.',
  login_verify_required: 'This sign-in needs one more verification.',
  token_ip_different: 'Your network address changed. Please log in again.',
  bind_customer_required: 'This sign-in is not linked to an account yet (log in to link it, or register).',
  'login.verify.failed': 'The verification details do not match this account.',
  'identity.token.invalid': 'The sign-in with this provider could not be confirmed. Please try again.',
  'password.old.wrong': 'The current password is incorrect.',
  'password.weak': 'The new password is too weak: use 8 to 64 characters with letters and digits.',
  'password.same': 'The new password must differ from the current one.',
  'username.invalid': 'Use 4 to 20 letters, digits or underscores, starting with a letter.',
  'username.exists': 'This username is taken. Please choose another.',
  'mobile.exists': 'This mobile number is already registered. Please log in instead.',
  'mobile.invalid': 'This mobile number is not valid.',
  'verification.code.invalid': 'The verification code is incorrect.',
  'verification.code.expired': 'The verification code has expired. Please request a new one.',
  'sms.unavailable': 'The text message could not be sent. Please try again later.',
  'captcha.invalid': 'Human verification failed or expired. Please verify again.',
  'captcha.unavailable': 'This human verification is not available here.',
  TOO_MANY_REQUEST: 'Too many requests. Please wait and try again.',
  TOO_MANY_REQUEST_LOGIN: 'Too many failed sign-in attempts. Please wait and try again.',
  TOO_MANY_REQUEST_SMS: 'Too many codes requested. Please wait and try again.',
  TOO_MANY_REQUEST_REGISTER: 'Too many registrations from this network. Please wait and try again.',
  TOO_MANY_REQUEST_CHECK: 'Too many username checks. Please wait and try again.',
  domain_not_available: 'This domain is not available.',
  'merchant.unknown': 'Unknown merchant.',
  'language.unsupported': 'This language is not supported.',
  'admin.unauthorized': 'Wrong admin token.',
  'admin.disabled': 'ADMIN_TOKEN is not set.',
  'content.kind_unknown': 'There is no content of this kind (see GET /admin/content).',
  'content.not_found': 'There is no such item for this merchant.',
  'relay.unknown': 'There is no relay call of this name.',
  'activity.not_found': 'This activity is not running.',
  'points.insufficient': 'You do not have enough points for this item.',
  'points.item_unavailable': 'This item is sold out or no longer offered.',
  'agent.application_pending': 'Your agent application is already being reviewed.',
  'agent.already': 'You are already an agent.',
  'agent.not_agent': 'This page is for agents.',
  'profile.icon_invalid': 'Choose one of the icons offered.',
  'game.not_found': 'This game is no longer available.',
  'game.trial_unavailable': 'This game has no trial version.',
  'game.vendor_unavailable': 'Games cannot be opened right now. Please try again later.',
  'wallet.channel_unknown': 'This payment channel is not available.',
  'wallet.amount_out_of_range': "The amount is outside this channel's minimum and maximum.",
  'wallet.order_not_found': 'There is no such deposit order.',
  'wallet.insufficient_balance': 'Your balance is not enough for this withdrawal.',
  'wallet.account_not_found': 'There is no such bound account.',
  'wallet.account_exists': 'This account is already bound.',
  'wallet.account_invalid': 'The account details are not valid.',
  'wallet.pix_unavailable': 'Pix keys are only available for BRL accounts.',
  'wallet.withdrawal_not_found': 'There is no such withdrawal.',
  'wallet.withdrawal_decided': 'This withdrawal was already paid or rejected.',
  'abuse.account_review': 'This account is being reviewed. Bonuses and payouts wait until the review is done.',
  'wallet.idempotency_conflict': 'This request key was already used for a different request.',
  'payment.signature_invalid': 'The payment notification is not signed with the merchant secret.',
  'payment.replayed': 'This payment notification was already received.',
  'payment.mismatch': 'The payment notification does not match the order (amount, currency or order).',
  'payment.unavailable': 'This payment channel is not configured here.',
  // customer-service chat (decision 039)
  no_permissions: 'Your account cannot use customer-service chat.',
  'chat.unavailable': 'Chat is not available right now. Please try again later.',
  'chat.conversation_not_found': 'There is no such conversation for this merchant.',
  'chat.link_invalid': 'This chat link is not valid. Open chat again from the site.',
  'chat.link_expired': 'This chat link has expired. Open chat again from the site.',
  'passkey.refused': 'This passkey could not be used here. Please try again or sign in with your password.',
  'passkey.unavailable': 'Passkeys are not available on this address.',
  'passkey.not_found': 'There is no such passkey on your account.',
  'push.token_invalid': 'This push registration token is not valid for this site.',
  'push.unavailable': 'Push notifications are not configured for this site.',
  'install.image_unknown': 'There is no such app image.',
  'install.app_unavailable': 'The app is not offered for this device here.',
  // tracking and attribution (issue 15, decision 040)
  'tracking.event_unknown': 'There is no tracking event of this name.',
  'tracking.event_invalid': 'A tracking event is not valid; none of the batch was stored.',
  TOO_MANY_REQUEST_EVENTS: 'Too many tracking events. Please wait and try again.',
  'affiliate.unknown': 'There is no affiliate with this code.',
  'request.invalid': 'The request is not valid.',
  'encryption.required': 'This request must be encrypted.',
  'encryption.tampered': 'The request could not be decrypted: it was altered or damaged.',
  'encryption.stale': 'The request has expired. Please try again.',
  'route.not.found': 'Not found.',
  'server.error': 'Something went wrong on our side. Please try again.',
};
