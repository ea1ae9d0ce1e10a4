import { lazy, Suspense, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { ChevronLeft } from 'lucide';
import { Icon } from '../../components/ui/Icon';
import { MerchantBrand } from '../../components/brand/MerchantBrand';
import { useT } from '../../lib/i18n/keys';
import { useSession } from '../../lib/session/use-session';
import { useHydrated } from '../../lib/use-hydrated';
import { ChatMount } from '../ChatMount';
import { HOME_PATH, type RouteEntry } from '../route-table';
import { cameInApp } from './in-app-history';

// A member's balance and Deposit: their own chunk, with the wallet's strings, once a session is known.
const TopBarWallet = lazy(() => import('../../features/wallet/components/TopBarWallet'));

/** Back: to the screen the player came from inside the app, else to the screen's parent (the route table). */
function BackLink({ to }: { to: string }) {
  const t = useT();
  const onClick = (event: MouseEvent) => {
    if (!cameInApp()) return;
    event.preventDefault();
    history.back();
  };
  return (
    <Link href={to} className="top-bar__back" aria-label={t('frame.back')} onClick={onClick}>
      {/* Mirrored in right-to-left pages by the stylesheet. */}
      <Icon node={ChevronLeft} className="glyph--flip" />
    </Link>
  );
}

/**
 * The top bar (issue 30): Back on an inner screen, else the logo; a member's balance and Deposit, or a
 * visitor's Sign in and Join. Until hydration nobody knows the session: the visitor's links show.
 */
export function TopBar({ entry, home }: { entry: RouteEntry; home: boolean }) {
  const t = useT();
  const session = useSession();
  const hydrated = useHydrated();
  const chrome = entry.chrome ?? 'tabs';
  return (
    <header className="top-bar" data-ceiling="">
      {entry.parent ? <BackLink to={entry.parent} /> : null}
      {/* The logo: the page's heading on home (decision 032), a link home elsewhere. */}
      {entry.parent && session ? null : <MerchantBrand {...(home ? {} : { href: HOME_PATH })} />}
      <div className="top-bar__end">
        {/* Help where a player looks for it, on every screen with tabs (decision 062). */}
        {chrome === 'tabs' ? <ChatMount /> : null}
        {session && hydrated ? (
          <Suspense fallback={<span className="top-wallet top-wallet--waiting" />}>
            <TopBarWallet />
          </Suspense>
        ) : chrome === 'tabs' ? (
          <>
            <Link href="/login" className="button button--secondary top-bar__action">
              {t('home.sign_in')}
            </Link>
            <Link href="/register" className="button button--primary top-bar__action">
              {t('frame.join')}
            </Link>
          </>
        ) : null}
      </div>
    </header>
  );
}
