/** Paths the install prompt's triggers name (doc E §4); its own file, because the app's mount reads it on every page. */

/** The home paths of the initial (app-open) prompt: `/`, `/m/home`, `/m/index.html` (doc E §4). */
export function isInitialPromptPath(path: string): boolean {
  const p = path.toLowerCase().replace(/\/+$/, '') || '/';
  return p === '/' || p === '/m' || p === '/m/home' || p === '/m/index.html';
}

/** Home, login or register: where signing in fires the login trigger (after 2 s). */
export function isLoginTriggerPath(path: string): boolean {
  const p = path.toLowerCase().replace(/\/+$/, '');
  return isInitialPromptPath(path) || p === '/m/login' || p === '/m/register' || p === '/m/register.html';
}
