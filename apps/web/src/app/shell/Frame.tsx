import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../lib/session/use-session';
import { AppRoutes } from '../AppRoutes';
import { passwordChangeRequired } from '../password-change-state';
import { routeFor, type RouteEntry } from '../route-table';
import { TopBar } from './TopBar';
import './frame.css';

// Its own chunk: sign-in and registration show no tabs, and download none. The platform's prerender
// draws it; the browser keeps that drawing until the chunk is in and hydrates it then.
const TabBar = lazy(() => import('./TabBar'));

/**
 * The app's frame (issue 30, decision 061), as the route table declares it per screen: the top bar,
 * the screen, the tab bar. Floating things (chat, mini-game, download bar, install banner) rest
 * above the tab bar: the stylesheet gives them its height.
 */
export function Frame() {
  const [path] = useLocation();
  const session = useSession();
  const table = routeFor(path);
  // The password change the platform requires has no way out (decision 056): no Back, no tabs.
  const forced =
    table.screen === 'changePassword' && (session?.firstTimeLogin === true || (typeof history !== 'undefined' && passwordChangeRequired(history.state)));
  const entry: RouteEntry = forced ? { paths: table.paths, access: table.access, screen: table.screen, chrome: 'plain' } : table;
  const chrome = entry.chrome ?? 'tabs';
  return (
    <>
      {chrome === 'none' ? null : <TopBar entry={entry} home={entry.screen === 'home'} />}
      <AppRoutes />
      {chrome === 'tabs' ? (
        <Suspense fallback={null}>
          <TabBar active={entry.tab} />
        </Suspense>
      ) : null}
    </>
  );
}
