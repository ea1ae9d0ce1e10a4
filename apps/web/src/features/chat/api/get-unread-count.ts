import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_UNREAD_POLL_MS, unreadCountEndpoint } from '@portico/contract/chat';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSession } from '../../../lib/session/use-session';
import { startUnreadPoll } from '../model/unread-poll';

/**
 * GET /wps/relay/CBS_unreadCount, per session token. alert is off: the badge is an extra and must
 * never put a notice in front of the page; a session that ended is still handled by the request layer.
 */
export function unreadCountQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['chat', 'unread', token],
    queryFn: () => callEndpoint(unreadCountEndpoint, { alert: false }),
    enabled: token !== null,
    staleTime: CHAT_UNREAD_POLL_MS,
  });
}

/**
 * The badge's count for a member who may chat (`enabled`; never for a visitor or type 4), asked
 * again by the poll rule (model/unread-poll.ts): once a minute while the tab is visible, at once
 * when it becomes visible again, never while hidden.
 */
export function useUnreadCount(enabled: boolean) {
  const session = useSession();
  const query = useQuery(unreadCountQueryOptions(enabled ? (session?.token ?? null) : null));
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return undefined;
    return startUnreadPoll({ poll: () => void refetch(), intervalMs: CHAT_UNREAD_POLL_MS });
  }, [enabled, refetch]);
  return query;
}
