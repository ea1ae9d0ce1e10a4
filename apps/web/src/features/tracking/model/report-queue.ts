import { REPORT_MAX_EVENTS, type TrackingEvent } from '@portico/contract/tracking';

export interface ReportBatch {
  events: string;
  session: string;
}

export interface QueueDeps {
  /** The fetch path (lib/http through api/report-events): resolves or throws. */
  send(batch: ReportBatch): Promise<unknown>;
  /** navigator.sendBeacon with the batch form-encoded; false when the browser refused to queue it. */
  beacon(batch: ReportBatch): boolean;
  session: string;
  /** ms the queue waits for more events before it sends (they arrive in bursts: register, login, view). */
  delayMs?: number;
  retryMs?: number;
}

/**
 * The event report's queue (doc E §3, decision 040): events wait a moment so a burst goes in one
 * request; a failed request is retried once, then dropped; when the page is hidden or left, what is
 * waiting goes by sendBeacon, which the browser delivers after the page is gone. Nothing here ever
 * throws into, or waits on, what the person is doing.
 */
export function createReportQueue(deps: QueueDeps) {
  const waiting: TrackingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const delay = deps.delayMs ?? 1000;
  const retryDelay = deps.retryMs ?? 3000;
  const batchOf = (list: TrackingEvent[]): ReportBatch => ({ events: JSON.stringify(list), session: deps.session });
  const take = () => waiting.splice(0, REPORT_MAX_EVENTS);

  function sendWithRetry(batch: ReportBatch): void {
    deps.send(batch).catch(() => {
      setTimeout(() => void deps.send(batch).catch(() => undefined), retryDelay);
    });
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (waiting.length > 0) sendWithRetry(batchOf(take()));
  }

  /** Page hidden or left: the browser keeps a beacon going; if it refuses one, fetch is tried. */
  function flushByBeacon(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (waiting.length > 0) {
      const batch = batchOf(take());
      if (!deps.beacon(batch)) sendWithRetry(batch);
    }
  }

  return {
    add(event: TrackingEvent): void {
      waiting.push(event);
      if (waiting.length >= REPORT_MAX_EVENTS) flush();
      else timer ??= setTimeout(flush, delay);
    },
    flush,
    flushByBeacon,
    get size() {
      return waiting.length;
    },
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
