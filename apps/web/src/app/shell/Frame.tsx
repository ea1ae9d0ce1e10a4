import { useLocation } from 'wouter';
import { useSession } from '../../lib/session/use-session';
import { AppRoutes } from '../AppRoutes';
import { passwordChangeRequired } from '../password-change-state';
import { routeFor, type RouteEntry } from '../route-table';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';
import './frame.css';

/**
 * The app's frame (issue 30, decision 060), as the route table declares it per screen: the top bar,
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
      {chrome === 'tabs' ? <TabBar active={entry.tab} /> : null}
    </>
  );
}
