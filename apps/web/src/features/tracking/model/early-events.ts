import type { AppEvents } from '../../../lib/events/app-events';

/**
 * The bus events the tracking layer maps (EVENT_MAP; event-map.test.ts keeps both lists equal). Kept
 * tiny on purpose: app/TrackingMount imports it on every first load to keep these events until the
 * tracking chunk listens.
 */
export const TRACKED_BUS_EVENTS = [
  'register-submitted', 'registered', 'signed-in', 'deposit-tracked', 'withdrawal-tracked', 'game-started', 'route-changed',
  'install-accepted', 'install-funnel',
] as const satisfies readonly (keyof AppEvents)[];

export type EarlyEvent = { [K in keyof AppEvents]: [K, AppEvents[K]] }[keyof AppEvents];
