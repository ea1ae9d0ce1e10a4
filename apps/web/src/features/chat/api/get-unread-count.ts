import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_UNREAD_POLL_MS, unreadCountEndpoint } from '@portico/contract/chat';
import { ApiError } from '../../../lib/http/api-error';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { isSessionEnded } from '../../../lib/http/describe-error';
import { applyErrorPolicy } from '../../../lib/http/error-policy';
import { useSession } from '../../../lib/session/use-session';
import { startUnreadPoll } from '../model/unread-poll';

/**
 * GET /wps/relay/CBS_unreadCount, per session token. alert is off: the badge is an extra and a
 * failed count must never put a notice in front of the page. A session that ended is the exception:
 * the badge may be the first call to learn it, so it gets the catalogue's 'please login' like any
 * member call (the request layer shows that notice once however many calls fail together).
 */
export async function fetchUnreadCount() {
  try {
    return await callEndpoint(unreadCountEndpoint, { alert: false });
  } catch (error) {
    throw error instanceof ApiError && isSessionEnded(error) ? applyErrorPolicy(error, { alert: true }) : error;
  }
}

export function unreadCountQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['chat', 'unread', token],
    queryFn: fetchUnreadCount,
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
