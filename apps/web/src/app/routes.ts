/** doc A §2: the app lives under /m/; home has aliases /m/index and /m/index.html. */
export const routes = {
  base: '/m',
  login: '/login',
  home: ['/', '/home', '/index', '/index.html'],
  changePassword: '/changePsw',
  register: ['/register', '/register.html'],
} as const;

// One loader per screen, shared by React.lazy and by the boot preloader, so the screen's
// chunk downloads alongside the language chunk instead of after the first render.
export const screens = {
  login: () => import('./routes/login'),
  home: () => import('./routes/home'),
  changePassword: () => import('./routes/change-password'),
  register: () => import('./routes/register'),
  notFound: () => import('./routes/not-found'),
};

/** The screen a path will render, matching the Switch in App.tsx. */
export function screenFor(pathname: string): keyof typeof screens {
  const path = pathname.startsWith(routes.base) ? pathname.slice(routes.base.length) || '/' : pathname;
  if (path === routes.login) return 'login';
  if (path === routes.changePassword) return 'changePassword';
  if ((routes.register as readonly string[]).includes(path)) return 'register';
  if ((routes.home as readonly string[]).includes(path)) return 'home';
  return 'notFound';
}
