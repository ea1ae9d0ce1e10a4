import type { SessionInfo } from '@portico/contract/session';
import type { SiteSettings } from '@portico/contract/system';

/* Who sees and who may open the chat (decision 039). Apart from open-chat.ts so the app's mount can
   decide without loading the launch call's contract on the first load. */

/** Doc E §4/§6: who may open the chat. A visitor signs in first; type 4 is refused. */
export type ChatAccess = 'login' | 'no_permissions' | 'open';

export function chatAccess(session: Pick<SessionInfo, 'type'> | null): ChatAccess {
  if (!session || session.type === -1) return 'login';
  return session.type === 4 ? 'no_permissions' : 'open';
}

/** The merchant's chat flag is on and its vendor is configured well enough to open (public settings). */
export function chatEnabled(settings: Pick<SiteSettings, 'features' | 'chat'>): boolean {
  return settings.features.chat && settings.chat?.available === true;
}
