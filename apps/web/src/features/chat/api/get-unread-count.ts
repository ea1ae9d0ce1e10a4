import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CHAT_UNREAD_POLL_MS, unreadCountEndpoint } from '@portico/contract/chat';
import { ApiError } from '../../../lib/http/api-error';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { isSessionEnded } from '../../../lib/http/describe-error';
import { applyErrorPolicy } from '../../../lib/http/error-policy';
import { useSession } from '../../../lib/session/use-session';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { startUnreadPoll } from '../model/unread-poll';
import { startUnreadStream } from '../model/unread-stream';
import { fetchUnreadTicket } from './get-unread-ticket';
import { unreadQueryKey } from './unread-key';

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
    queryKey: unreadQueryKey(token),
    queryFn: fetchUnreadCount,
    enabled: token !== null,
    staleTime: CHAT_UNREAD_POLL_MS,
  });
}

/**
 * The badge's count for a member who may chat (`enabled`; never for a visitor or type 4). On the local
 * chat vendor the platform pushes it (model/unread-stream.ts, decision 057) and the badge follows within
 * a second; if the stream cannot be had, and on every other vendor, the poll rule asks again
 * (model/unread-poll.ts): once a minute while the tab is visible, at once when it shows again.
 */
export function useUnreadCount(enabled: boolean) {
  const session = useSession();
  const settings = useSiteSettings();
  const queryClient = useQueryClient();
  const options = unreadCountQueryOptions(enabled ? (session?.token ?? null) : null);
  const query = useQuery(options);
  const { refetch } = query;
  const [pollInstead, setPollInstead] = useState(false);
  const pushed = settings.chat?.vendor === 'LOCAL' && typeof EventSource === 'function' && !pollInstead;
  const { queryKey } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    if (pushed) {
      return startUnreadStream({
        ticket: fetchUnreadTicket,
        onCount: (count) => queryClient.setQueryData(queryKey, { unReadCount: count }),
        onFallback: () => setPollInstead(true),
      });
    }
    return startUnreadPoll({ poll: () => void refetch(), intervalMs: CHAT_UNREAD_POLL_MS });
    // queryKey is rebuilt each render; the token inside it is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, pushed, refetch, queryClient, session?.token]);
  return query;
}
