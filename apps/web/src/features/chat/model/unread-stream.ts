import { UNREAD_EVENT, UNREAD_EVENTS_PATH } from '@portico/contract/chat';

/**
 * The local chat vendor's pushed unread count (issue 31, decision 057): an EventSource on the
 * platform's stream, opened with a fresh ticket. While the stream reconnects by itself (a dropped
 * connection) nothing is done; once the browser gives it up (refused: an expired ticket, the session
 * ended, too many streams) a new ticket is asked for after each of `retryDelaysMs`, and when those run
 * out `onFallback` says to poll instead. Closed while the page is hidden, opened again when it shows
 * (the stream sends the current count first).
 */
export interface UnreadStreamOptions {
  ticket: () => Promise<string>;
  onCount: (count: number) => void;
  onFallback: () => void;
  retryDelaysMs?: readonly number[];
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  EventSourceImpl?: typeof EventSource;
}

export const STREAM_RETRY_DELAYS_MS = [1000, 3000, 10_000] as const;

export function startUnreadStream(options: UnreadStreamOptions): () => void {
  const { ticket, onCount, onFallback, retryDelaysMs = STREAM_RETRY_DELAYS_MS, doc = document, EventSourceImpl = EventSource } = options;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  // Each open() is a generation: a ticket that arrives after a close or a newer open is dropped.
  let generation = 0;

  const close = () => {
    generation++;
    clearTimeout(timer);
    timer = undefined;
    source?.close();
    source = null;
  };
  const failed = () => {
    close();
    failures++;
    const delay = retryDelaysMs[failures - 1];
    if (delay === undefined) {
      stop();
      onFallback();
    } else timer = setTimeout(open, delay);
  };
  function open() {
    close();
    if (stopped || doc.visibilityState !== 'visible') return;
    const mine = generation;
    ticket().then((t) => {
      if (mine !== generation) return;
      const es = new EventSourceImpl(`${UNREAD_EVENTS_PATH}?ticket=${encodeURIComponent(t)}`);
      source = es;
      es.addEventListener(UNREAD_EVENT, (event) => {
        const count = (JSON.parse((event as MessageEvent<string>).data) as { unReadCount?: unknown }).unReadCount;
        if (typeof count === 'number') onCount(count);
      });
      es.addEventListener('open', () => {
        failures = 0;
      });
      // CONNECTING: the browser reconnects by itself; CLOSED: it gave up, a new ticket is needed.
      es.addEventListener('error', () => es.readyState === EventSourceImpl.CLOSED && source === es && failed());
    }, () => mine === generation && failed());
  }
  const onVisibility = () => (doc.visibilityState === 'visible' ? open() : close());
  function stop() {
    stopped = true;
    close();
    doc.removeEventListener('visibilitychange', onVisibility);
  }
  doc.addEventListener('visibilitychange', onVisibility);
  open();
  return stop;
}
