import type { SessionInfo } from '@portico/contract/session';
import { createEmitter } from './emitter.ts';

/** Why a session ended: the member signed out, or the platform ended it (401 and the logout error codes). */
export type SignOutReason = 'logout' | 'expired';

/** Who an event is about, in doc E §3's tracking fields. */
export interface TrackedMember {
  customerId: number;
  customerName: string;
}

/** doc E §3 tracking payload of a money event: the currency as the platform sends it (the tracking layer maps TLB → PHP). */
export interface TrackedAmount extends TrackedMember {
  currency: string;
  amount: number;
  /** doc E §3's `value`: the conversion value ad networks read, the amount in major units. */
  value: number;
}

/**
 * Every app event and its payload. Features publish what happened; install triggers and
 * tracking (doc E §3, §4) subscribe. A feature never calls another feature to tell it something.
 */
export interface AppEvents {
  /** A session began (any way in: password, two-factor, sms, social, registration, a query token). */
  'signed-in': { session: SessionInfo };
  'signed-out': { reason: SignOutReason };
  /** The stored session changed in any way (sign-in, sign-out, firstTimeLogin cleared): useSession re-reads it. */
  'session-changed': { session: SessionInfo | null };
  /** An account was created; signedIn when the answer carried a token (doc A §4 "optional auto login"). */
  registered: TrackedMember & { method: 'username' | 'mobile' | 'social'; signedIn: boolean };
  /** A screen of the route table was let through by its guard; path is under /m/, search has no token. */
  'route-changed': { path: string; search: string; previous: string | null };
  /** The site-status gate closed (maintenance, restriction) or reopened the site: the install prompt waits while closed. */
  'site-blocked-changed': { blocked: boolean };

  // Reserved for the doc E features to come (tracking events of §3, install triggers of §4).
  /**
   * depositSubmit, firstDeposit, deposit/redeposit and firstDepositArrival; counts are rechecked 2.5 s after.
   * `record`: the platform's record of it (the idempotency key when submitted, else the order id; decision 059).
   */
  'deposit-tracked': TrackedAmount & { stage: 'submitted' | 'paid' | 'arrived'; first: boolean; revenue: number; record: string };
  /** withdraw; the first-withdrawal trigger. `record`: the request's idempotency key (decision 059). */
  'withdrawal-tracked': TrackedAmount & { first: boolean; record: string };
  /** The bind-card trigger. */
  'bank-card-bound': TrackedMember & { firstCard: boolean };
  /** gameLaunch or startTrial; the in-game install prompt waits in_game_popup_interval after it. */
  'game-started': Partial<TrackedMember> & { gameCode: string; vendor: string | null; trial: boolean };
  /** downloadApp (native app) or a2hsInstalled (home screen): the prompt's counter goes to 99. */
  'install-accepted': { target: 'native-app' | 'web-app' };

  // install prompt (issue 13 items 3 and 8, decision 036); tracking maps these to a2hsInstalled and a2hsFirstOpen
  /**
   * The install funnel: the prompt was put on screen, accepted (either button), dismissed, the browser
   * reported the install, or the site started for the first time from the home screen.
   */
  'install-funnel': { step: InstallFunnelStep; trigger: string; look: 'banner' | 'modal' };
  // push notifications (issue 14, decision 038); published by features/push from the worker's messages
  /** The service worker showed a push while this page was open. */
  'push-received': { title: string; url: string };
  /** The member tapped a push: the app goes to its deep link (under /m/). */
  'push-clicked': { title: string; url: string };
  // Tracking and attribution (issue 15, decision 040).
  /** registerSubmit: a registration form passed its own checks and was sent (before the platform's answer). */
  'register-submitted': { method: 'username' | 'mobile' | 'social' };
}

export type InstallFunnelStep = 'shown' | 'accepted' | 'dismissed' | 'installed' | 'first-launch';

/** The app's one bus. */
export const events = createEmitter<AppEvents>();
