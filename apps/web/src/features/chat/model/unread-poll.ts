/**
 * The unread count's poll rule (issue 14 "Performance", decision 039): every `intervalMs` while the
 * page is visible; nothing while it is hidden; at once when it becomes visible again, then every
 * `intervalMs` from there. The first count comes with the badge itself, so the first poll waits.
 */
export interface UnreadPollOptions {
  poll: () => void;
  intervalMs: number;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

export function startUnreadPoll({ poll, intervalMs, doc = document }: UnreadPollOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    stop();
    if (doc.visibilityState === 'visible') timer = setTimeout(tick, intervalMs);
  };
  function tick() {
    poll();
    schedule();
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') tick();
    else stop();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    stop();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
