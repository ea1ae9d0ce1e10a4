import { keptAttribution, REPORTED_PAYLOAD_KEYS, type Attribution, type ConversionEventName, type TrackingEvent, type TrackingPayload } from '@portico/contract/tracking';
import { conversionEventId, isPlatformConversion } from '@portico/contract/tracking-ids';
import { events, type AppEvents } from '../../../lib/events/app-events';
import { sha256 } from '../../../lib/human-verification/sha256';
import { readAffiliateInfo } from '../../../lib/affiliate/affiliate-info';
import { readClickIds } from '../../../lib/landing/click-ids';
import { EVENT_MAP, isConversion, type Tracked } from './event-map';
import type { ReportQueue } from './report-queue';
import type { EarlyEvent } from './early-events';

const SESSION_KEY = 'MC_TRACKING_SESSION';
const ONCE_KEY = 'MC_TRACKING_ONCE';

/** The tab's tracking session (the report's per-session limit): one uuid per tab, kept over reloads. */
export function trackingSession(store: Storage = sessionStorage): string {
  try {
    const kept = store.getItem(SESSION_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    store.setItem(SESSION_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** The kept affiliate code and click ids, each dropped when outside the contract's bounds (one bad cookie never costs a batch). */
export function currentAttribution(): Attribution {
  return keptAttribution({ ...readClickIds(), affiliateCode: readAffiliateInfo().affiliateCode });
}

/** What a report may say of an event (decision 059): never the member nor money. */
function reported(payload: TrackingPayload): TrackingEvent['payload'] {
  const kept: Record<string, unknown> = {};
  for (const key of REPORTED_PAYLOAD_KEYS) if (payload[key] !== undefined) kept[key] = payload[key];
  return kept as TrackingEvent['payload'];
}

/** The event id of a conversion: the platform's record's for its own (the browser never reports those), else a new one. */
function eventIdOf(t: Tracked): string {
  return t.record && isPlatformConversion(t.name) ? conversionEventId(sha256, t.name, t.record.customerId, t.record.key) : crypto.randomUUID();
}

/** Names already reported once by this browser (a2hsInstalled, a2hsFirstOpen, firstOpen). */
function firstTime(name: string, store: Storage): boolean {
  try {
    const done = new Set((store.getItem(ONCE_KEY) ?? '').split(',').filter(Boolean));
    if (done.has(name)) return false;
    done.add(name);
    store.setItem(ONCE_KEY, [...done].join(','));
    return true;
  } catch {
    return true;
  }
}

export interface PixelSink {
  track(name: ConversionEventName, payload: TrackingEvent['payload'], eventId: string): void;
}

/**
 * Turns bus events into reported events (EVENT_MAP), each with its own event_id, which the pixels
 * receive too. The platform's own conversions (decision 059) go to the pixels only, with the record's
 * event id. Pixel calls wait here until the pixels are known (config read, consent answered).
 */
export function createTracker(queue: ReportQueue, store: Storage = localStorage) {
  // undefined: not known yet (calls wait); null: no pixel will run.
  let pixels: PixelSink | null | undefined;
  const waiting: [ConversionEventName, Tracked['payload'], string][] = [];

  let lastView: string | null = null;

  function record(t: Tracked): void {
    if (t.oncePerBrowser && !firstTime(t.name, store)) return;
    // The first screen's view may come twice (the page's opening, and the guard's route-changed if it fires after).
    if (t.name === 'viewContent') {
      if (lastView === t.payload.contentName) return;
      lastView = t.payload.contentName ?? null;
    } else if (t.name !== 'visit' && t.name !== 'firstOpen') lastView = null;
    const eventId = eventIdOf(t);
    if (!isPlatformConversion(t.name)) {
      queue.add({ event_id: eventId, name: t.name, payload: reported(t.payload), time: Date.now(), page: location.pathname.slice(0, 512), attribution: currentAttribution() });
    }
    if (!isConversion(t.name)) return;
    if (pixels) pixels.track(t.name, t.payload, eventId);
    else if (pixels === undefined) waiting.push([t.name, t.payload, eventId]);
  }

  function on<K extends keyof AppEvents>(key: K): () => void {
    const mapper = EVENT_MAP[key] as ((p: AppEvents[K]) => Tracked[]) | undefined;
    return mapper ? events.on(key, (payload) => mapper(payload).forEach(record)) : () => undefined;
  }

  return {
    record,
    /** Subscribes every row of EVENT_MAP; returns the unsubscribe. */
    listen(): () => void {
      const offs = (Object.keys(EVENT_MAP) as (keyof AppEvents)[]).map((key) => on(key));
      return () => offs.forEach((off) => off());
    },
    /** Bus events that happened before the tracker listened (kept by app/TrackingMount), in order. */
    replay(list: readonly EarlyEvent[]): void {
      for (const [key, payload] of list) (EVENT_MAP[key] as ((p: unknown) => Tracked[]) | undefined)?.(payload).forEach(record);
    },
    /** This page load: a visit, firstOpen the first time this browser comes, and the screen it opened on. */
    opened(): void {
      record({ name: 'visit', payload: {} });
      record({ name: 'firstOpen', payload: {}, oncePerBrowser: true });
      EVENT_MAP['route-changed']?.({ path: location.pathname, search: location.search, previous: null }).forEach(record);
    },
    /** The pixels are known: conversions so far go to them in order. `null`: no pixel will run (none, or consent refused). */
    usePixels(sink: PixelSink | null): void {
      pixels = sink;
      const list = waiting.splice(0);
      if (sink) for (const [name, payload, id] of list) sink.track(name, payload, id);
    },
  };
}
