import * as z from 'zod/mini';
import {
  REPORT_MAX_EVENTS,
  TRACKING_EVENT_NAMES,
  trackingEvent,
  type TrackingEvent,
  type TrackingEventName,
} from '@portico/contract/tracking';
import type { FieldError } from '@portico/contract/envelope';
import { isPlatformConversion } from '@portico/contract/tracking-ids';
import { PlatformError } from '../http/platform-error.ts';

export type ValidEvent = TrackingEvent & { name: TrackingEventName };

const isName = (name: string): name is TrackingEventName => (TRACKING_EVENT_NAMES as readonly string[]).includes(name);

/** What an event of this name must carry beyond the common shape (the install prompt's step and trigger). */
function missingFields(event: ValidEvent): string[] {
  const need: (keyof ValidEvent['payload'])[] = event.name === 'installStep' ? ['step', 'trigger'] : [];
  return need.filter((key) => event.payload[key] === undefined);
}

const refuse = (code: 'tracking.event_unknown' | 'tracking.event_invalid', fieldErrors: FieldError[]) =>
  new PlatformError(code, { status: 400, fieldErrors });

/**
 * The report's `events` text as events (decisions 040, 059): a batch is stored whole or not at all, so one
 * unknown name or bad payload refuses it with the field that is wrong (events.2.payload.currency).
 */
export function parseEvents(text: string): ValidEvent[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw refuse('tracking.event_invalid', [{ field: 'events', message: 'not JSON text' }]);
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > REPORT_MAX_EVENTS) {
    throw refuse('tracking.event_invalid', [{ field: 'events', message: `a list of 1 to ${REPORT_MAX_EVENTS} events` }]);
  }
  return raw.map((item, i) => {
    const parsed = z.safeParse(trackingEvent, item);
    if (!parsed.success) {
      throw refuse('tracking.event_invalid', parsed.error.issues.map((issue) => ({ field: ['events', i, ...issue.path].join('.'), message: issue.message })));
    }
    const { name } = parsed.data;
    if (!isName(name)) throw refuse('tracking.event_unknown', [{ field: `events.${i}.name`, message: `unknown event ${name.slice(0, 32)}` }]);
    // Money and identity conversions come from the platform's own records only (decision 059).
    if (isPlatformConversion(name)) throw refuse('tracking.event_invalid', [{ field: `events.${i}.name`, message: `${name} is emitted by the platform itself` }]);
    const event = { ...parsed.data, name };
    const missing = missingFields(event);
    if (missing.length > 0) {
      throw refuse('tracking.event_invalid', missing.map((key) => ({ field: `events.${i}.payload.${key}`, message: `required for ${name}` })));
    }
    return event;
  });
}
