/** Routes that reload in place after an update is accepted (doc A §2); any other goes to /m/home. */
const RELOAD_IN_PLACE = new Set([
  '/m',
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/game',
  '/m/login',
  '/m/member/home',
  '/m/register',
  '/m/register.html',
]);

export const HOME_PATH = '/m/home';

/** 'reload' on home, game, login, index, member-home and register; else the path to go to. */
export function updateDestination(pathname: string): 'reload' | typeof HOME_PATH {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return RELOAD_IN_PLACE.has(path) || RELOAD_IN_PLACE.has(`${path}/`) ? 'reload' : HOME_PATH;
}

/** Applies the rule: a full load either way, so the new build's files are fetched. */
export function applyUpdate(loc: Pick<Location, 'pathname' | 'reload' | 'assign'> = location): void {
  const destination = updateDestination(loc.pathname);
  if (destination === 'reload') loc.reload();
  else loc.assign(destination);
}
