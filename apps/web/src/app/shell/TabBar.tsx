import { Link } from 'wouter';
import { Gift, Dices, House, UserRound, WalletMinimal } from 'lucide';
import { Icon, type IconNode } from '../../components/ui/Icon';
import { useT, type TranslationKey } from '../../lib/i18n/keys';
import { TABS, type Tab } from '../route-table';

const LOOK: Record<Tab, { icon: IconNode; label: TranslationKey }> = {
  home: { icon: House, label: 'home.title' },
  games: { icon: Dices, label: 'frame.tab_games' },
  promotions: { icon: Gift, label: 'frame.tab_promotions' },
  wallet: { icon: WalletMinimal, label: 'frame.tab_wallet' },
  me: { icon: UserRound, label: 'frame.tab_me' },
};

/**
 * The bottom tab bar (issue 30): five tabs, the current one marked for sight and for screen readers.
 * A visitor's tap on a members' tab goes to sign-in, which brings them back (the route guard).
 */
export default function TabBar({ active }: { active: Tab | undefined }) {
  const t = useT();
  return (
    <nav className="tab-bar" data-floor="" aria-label={t('frame.tabs')}>
      {TABS.map(({ tab, path }) => (
        <Link key={tab} href={path} className="tab-bar__tab" aria-current={tab === active ? 'page' : undefined}>
          <Icon node={LOOK[tab].icon} />
          <span className="tab-bar__label">{t(LOOK[tab].label)}</span>
        </Link>
      ))}
    </nav>
  );
}
