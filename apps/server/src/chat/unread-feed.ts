import { EventEmitter } from 'node:events';

/**
 * Who is listening for a member's unread count, and the news that it may have changed (issue 31,
 * decision 057). In one process: the chat's own writes (an agent's reply, the member reading) call
 * `changed`, and each open stream of that member recounts. Several instances would carry `changed`
 * over PostgreSQL NOTIFY (decision 057); the streams' heartbeat recount bounds the delay meanwhile.
 */
export interface UnreadFeed {
  /** The member's count may have changed: every open stream of theirs recounts. */
  changed(merchantCode: string, memberId: number): void;
  /** A stream's place, or null when the member already holds `limit` of them. */
  join(merchantCode: string, memberId: number, onChange: () => void): (() => void) | null;
}

/** Open streams per member: a phone and a few tabs; more is a loop or abuse, and each holds a socket. */
export const STREAMS_PER_MEMBER = 3;

export function createUnreadFeed(limit = STREAMS_PER_MEMBER): UnreadFeed {
  const events = new EventEmitter();
  // One listener per open stream; the per-member limit is what bounds them.
  events.setMaxListeners(0);
  const key = (merchantCode: string, memberId: number) => `${merchantCode}:${memberId}`;
  return {
    changed(merchantCode, memberId) {
      events.emit(key(merchantCode, memberId));
    },
    join(merchantCode, memberId, onChange) {
      const name = key(merchantCode, memberId);
      if (events.listenerCount(name) >= limit) return null;
      events.on(name, onChange);
      return () => events.off(name, onChange);
    },
  };
}
