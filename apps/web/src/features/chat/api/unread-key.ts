/** The unread count's place in the query cache, per session token: the top bar's button fills it, the tab bar's badge reads it. */
export const unreadQueryKey = (token: string | null) => ['chat', 'unread', token] as const;

export interface UnreadCount {
  unReadCount: number;
}
