import type { TrackingConfig } from '@portico/contract/tracking';
import { events } from '../../../lib/events/app-events';
import { readAffiliateInfo } from '../../../lib/affiliate/affiliate-info';
import { captureLanding } from '../../../lib/landing/capture-landing';
import { captureClickIds } from '../../../lib/landing/click-id-capture';
import { beaconEvents, reportEvents } from '../api/report-events';
import { getTrackingConfig } from '../api/get-tracking-config';
import { localDriver, networkDriver } from '../pixels/drivers';
import { createPixels } from '../pixels/pixels';
import { readConsent, writeConsent, type ConsentChoice } from './consent';
import { createReportQueue } from './report-queue';
import { createTracker, trackingSession } from './tracker';
import type { EarlyEvent } from './early-events';

const LANDING = /^\/m\/(index(\.html)?|register(\.html)?)$/i;
const onLogin = (path: string) => /^\/m\/login\/?$/i.test(path);

/** Runs `go` once the page is idle or touched, and not while /m/login is the page first loaded (decision 040). */
function whenIdleAndNotLogin(go: () => void): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const fire = () => {
    if (done) return;
    if (onLogin(location.pathname)) {
      cleanups.push(events.on('route-changed', (e) => !onLogin(e.path) && fire()));
      return;
    }
    done = true;
    cleanups.forEach((c) => c());
    go();
  };
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(fire, { timeout: 4000 }) : setTimeout(fire, 2000);
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const) {
    addEventListener(type, fire, { once: true, passive: true });
    cleanups.push(() => removeEventListener(type, fire));
  }
  cleanups.push(() => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(idle as number) : clearTimeout(idle)));
  return () => {
    done = true;
    cleanups.forEach((c) => c());
  };
}

export interface TrackingControl {
  /** The consent banner's answer. */
  answer(choice: ConsentChoice): void;
  stop(): void;
}

/**
 * The tracking layer of one page (decision 040): reports every event to the platform, and — once
 * the config is read, the page idle, and consent given where asked — loads the merchant's pixels.
 * `ask` is called when the merchant requires consent and this browser has not answered yet.
 */
export function startTracking(ask: () => void, takeEarly: () => EarlyEvent[] = () => []): TrackingControl {
  // The landing pages' own capture may not have run yet: this page's first events carry the codes too.
  if (LANDING.test(location.pathname)) captureLanding();
  else captureClickIds();
  let config: TrackingConfig | null = null;
  const queue = createReportQueue({
    send: reportEvents,
    beacon: beaconEvents,
    session: trackingSession(),
  });
  const tracker = createTracker(queue);
  tracker.opened();
  // Listening and taking what was kept happen together: no bus event is lost or counted twice.
  const offBus = tracker.listen();
  tracker.replay(takeEarly());

  const onHide = () => document.visibilityState === 'hidden' && queue.flushByBeacon();
  const onLeave = () => queue.flushByBeacon();
  document.addEventListener('visibilitychange', onHide);
  addEventListener('pagehide', onLeave);

  let cancelWait = () => undefined as void;
  const runPixels = (c: TrackingConfig) => {
    const driver = c.adapter === 'local' ? localDriver(() => readAffiliateInfo().affiliateCode ?? null) : networkDriver();
    const pixels = createPixels(c, driver);
    tracker.usePixels(pixels);
    cancelWait = whenIdleAndNotLogin(() => pixels.start());
  };

  getTrackingConfig().then(
    (c) => {
      config = c;
      if (c.pixels.length === 0) return tracker.usePixels(null);
      const choice = c.consentRequired ? readConsent() : 'granted';
      // An answer kept before the cookie existed (decision 059) becomes the cookie the platform reads.
      if (c.consentRequired && choice) writeConsent(choice);
      if (choice === 'granted') runPixels(c);
      else if (choice === 'denied') tracker.usePixels(null);
      else cancelWait = whenIdleAndNotLogin(ask);
    },
    () => tracker.usePixels(null),
  );

  return {
    answer(choice) {
      writeConsent(choice);
      if (!config) return;
      if (choice === 'granted') runPixels(config);
      else tracker.usePixels(null);
    },
    stop() {
      offBus();
      cancelWait();
      queue.flush();
      document.removeEventListener('visibilitychange', onHide);
      removeEventListener('pagehide', onLeave);
    },
  };
}
