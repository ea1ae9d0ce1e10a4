import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Headset } from 'lucide';
import { Icon } from '../../../components/ui/Icon';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { ApiError } from '../../../lib/http/api-error';
import { chatAccess } from '../../../lib/chat/chat-access';
import { openChat } from '../../../lib/chat/open-chat';
import { notice } from '../../../lib/notify/notify';
import { useSession } from '../../../lib/session/use-session';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useUnreadCount } from '../api/get-unread-count';
import { useChatT } from '../strings';
import './chat.css';

/** Where the web app is served (route-table BASE): the chat's back link needs the full path. */
const APP_BASE = '/m';

/**
 * The customer-service chat button with its unread badge (doc E §2, §4 Chat, §6; decision 039), in
 * the top bar (decision 062): it covers nothing and is where a player looks for help.
 * A visitor is sent to sign in (and back here after); a type-4 member is told 'no_permissions' and
 * no unread count is ever asked for them; a member opens the merchant's chat vendor.
 */
export default function ChatButton() {
  const t = useChatT();
  const settings = useSiteSettings();
  const session = useSession();
  const language = useCurrentLanguage();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const access = chatAccess(session);
  const unread = useUnreadCount(access === 'open');
  const count = access === 'open' ? (unread.data?.unReadCount ?? 0) : 0;
  const [busy, setBusy] = useState(false);
  const here = `${location}${search ? `?${search}` : ''}`;

  async function onClick() {
    if (access === 'login') return navigate('/login', { state: { returnTo: here } });
    if (access === 'no_permissions') return void notice({ messageKey: 'chat.no_permissions', fallbackKey: 'common.error' });
    setBusy(true);
    try {
      await openChat({ backUrl: `${APP_BASE}${here}`, title: settings.name, language, settings });
    } catch (error) {
      // The request layer has already said why a call failed; anything else gets the chat's own notice.
      if (!(error instanceof ApiError && error.handled)) void notice({ messageKey: 'chat.failed', fallbackKey: 'common.error' });
    } finally {
      setBusy(false);
    }
  }

  const label = busy ? t('chat.opening') : count > 0 ? t('chat.open_unread', { count }) : t('chat.open');
  return (
    <button type="button" className="chat-button" aria-label={label} aria-busy={busy} disabled={busy} onClick={() => void onClick()}>
      <Icon node={Headset} />
      {count > 0 ? (
        <span className="chat-button__badge" aria-hidden="true" data-testid="chat-unread">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
