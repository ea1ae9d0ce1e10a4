import { Link } from 'wouter';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Gift, Dices, House, UserRound, WalletMinimal } from 'lucide';
import { Icon, type IconNode } from '../../components/ui/Icon';
import { useT, type TranslationKey } from '../../lib/i18n/keys';
import { useSession } from '../../lib/session/use-session';
import { unreadQueryKey, type UnreadCount } from '../../features/chat/api/unread-key';
import { TABS, type Tab } from '../route-table';

const LOOK: Record<Tab, { icon: IconNode; label: TranslationKey }> = {
  home: { icon: House, label: 'home.title' },
  games: { icon: Dices, label: 'frame.tab_games' },
  promotions: { icon: Gift, label: 'frame.tab_promotions' },
  wallet: { icon: WalletMinimal, label: 'frame.tab_wallet' },
  me: { icon: UserRound, label: 'frame.tab_me' },
};

/** What waits for the member behind a tab: Me carries the chat's unread replies (the top bar's button keeps the count). */
function useWaiting(): Partial<Record<Tab, number>> {
  const session = useSession();
  // Reads the cache only: the chat button asks (or is pushed) the count, for members who may chat.
  const { data } = useQuery<UnreadCount>({ queryKey: unreadQueryKey(session?.token ?? null), queryFn: skipToken });
  return { me: data?.unReadCount ?? 0 };
}

/**
 * The bottom tab bar (issue 30): five tabs, the current one marked for sight and for screen readers,
 * a badge where something waits. A visitor's tap on a members' tab goes to sign-in, which brings them
 * back (the route guard).
 */
export default function TabBar({ active }: { active: Tab | undefined }) {
  const t = useT();
  const waiting = useWaiting();
  return (
    <nav className="tab-bar" data-floor="" aria-label={t('frame.tabs')}>
      {TABS.map(({ tab, path }) => (
        <Link key={tab} href={path} className="tab-bar__tab" aria-current={tab === active ? 'page' : undefined}>
          <span className="tab-bar__icon">
            <Icon node={LOOK[tab].icon} />
            {waiting[tab] ? (
              <span className="tab-bar__badge" aria-hidden="true">
                {Math.min(waiting[tab], 99)}
              </span>
            ) : null}
          </span>
          <span className="tab-bar__label">{t(LOOK[tab].label)}</span>
          {waiting[tab] ? <span className="visually-hidden">{` ${t('frame.waiting', { count: waiting[tab] })}`}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
