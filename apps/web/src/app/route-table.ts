import type { ComponentType } from 'react';

/** Who may open a route: members only, visitors only (sign-in, registration), or anyone. */
export type Access = 'member' | 'visitor' | 'any';

// One loader per screen, shared by React.lazy (App) and the boot preloader (main.tsx), so the
// screen's chunk downloads alongside the language chunk instead of after the first render.
// Loaders only: this module is on the first load, the screens are not.
export const screens = {
  login: () => import('./routes/login'),
  home: () => import('./routes/home'),
  changePassword: () => import('./routes/change-password'),
  register: () => import('./routes/register'),
  notFound: () => import('./routes/not-found'),
  memberHome: () => import('./routes/member-home'),
  activity: () => import('./routes/activity'),
  rewardCenter: () => import('./routes/reward-center'),
  inviteFriends: () => import('./routes/invite-friends'),
  agentRegister: () => import('./routes/agent-register'),
  pointMarket: () => import('./routes/point-market'),
  missions: () => import('./routes/missions'),
  vipBenefits: () => import('./routes/vip-benefits'),
  feedback: () => import('./routes/feedback'),
  game: () => import('./routes/game'),
  launchGame: () => import('./routes/launch-game'),
  gameTrial: () => import('./routes/game-trial'),
  voucherCenter: () => import('./routes/voucher-center'),
  withdraw: () => import('./routes/withdraw'),
  wallet: () => import('./routes/wallet'),
  addBankCard: () => import('./routes/add-bank-card'),
  addPixKey: () => import('./routes/add-pix-key'),
  // passkeys (issue 17 item 8, decision 042)
  passkeys: () => import('./routes/passkeys'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type ScreenKey = keyof typeof screens;

export interface RouteEntry {
  /** Paths under /m/; matched ignoring case and a trailing slash, as the router always did. */
  paths: readonly string[];
  access: Access;
  screen: ScreenKey;
  /** A member route's destination for a visitor with no session, instead of /m/login. */
  signedOutTo?: string;
}

export const BASE = '/m';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/**
 * Every /m/ route of doc A §2 and doc E §2, once. Nothing else decides what renders: App renders
 * from it, main.tsx preloads from it, the platform's prerender (ssr.tsx) names its screens from it.
 * Screens later issues build show the not-found screen until then, but are guarded now; which
 * routes are members-only where the spec is silent is in decision 024.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { paths: ['/', HOME_PATH, '/index', '/index.html'], access: 'any', screen: 'home' },
  { paths: [LOGIN_PATH], access: 'visitor', screen: 'login' },
  { paths: ['/register', '/register.html'], access: 'visitor', screen: 'register' },
  { paths: ['/changePsw'], access: 'member', screen: 'changePassword' },
  { paths: ['/member/home'], access: 'member', screen: 'memberHome' },
  { paths: ['/game'], access: 'any', screen: 'game' },
  // Decision 030: the trial (demo) frame; anyone may try a game.
  { paths: ['/game/trial'], access: 'any', screen: 'gameTrial' },
  { paths: ['/launchGame'], access: 'member', screen: 'launchGame' },
  { paths: ['/voucherCenter'], access: 'member', screen: 'voucherCenter' },
  { paths: ['/withdraw'], access: 'member', screen: 'withdraw' },
  { paths: ['/wallet'], access: 'member', screen: 'wallet' },
  { paths: ['/securityCenter/addBankCard'], access: 'member', screen: 'addBankCard' },
  { paths: ['/securityCenter/addBankCardPix'], access: 'member', screen: 'addPixKey' },
  { paths: ['/activity'], access: 'any', screen: 'activity' },
  { paths: ['/rewardCenter'], access: 'member', screen: 'rewardCenter' },
  { paths: ['/inviteFriends'], access: 'any', screen: 'inviteFriends' },
  { paths: ['/agentRegister'], access: 'member', screen: 'agentRegister' },
  { paths: ['/mall/mallHome'], access: 'member', screen: 'pointMarket' },
  { paths: ['/leaderBoard'], access: 'member', screen: 'missions' },
  { paths: ['/member/benefits'], access: 'member', screen: 'vipBenefits' },
  { paths: ['/feedback'], access: 'member', screen: 'feedback', signedOutTo: HOME_PATH },
  // Decision 042: the member's passkeys, linked from the member centre.
  { paths: ['/member/passkeys'], access: 'member', screen: 'passkeys' },
];

/** Any path the table does not hold. */
export const UNKNOWN_ROUTE: RouteEntry = { paths: [], access: 'any', screen: 'notFound' };

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

const byPath = new Map(ROUTE_TABLE.flatMap((entry) => entry.paths.map((path) => [normalize(path), entry] as const)));

/** The path relative to /m/ ('/m' and '/m/' are '/'); a path outside /m/ is returned as it is. */
export function relativePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  if (lower === BASE || lower.startsWith(`${BASE}/`)) return pathname.slice(BASE.length) || '/';
  return pathname;
}

/** The table's entry for a path relative to /m/ (UNKNOWN_ROUTE when it has none). */
export function routeFor(path: string): RouteEntry {
  return byPath.get(normalize(path)) ?? UNKNOWN_ROUTE;
}

/** The screen the table names for an address's pathname (/m/...). */
export function screenFor(pathname: string): ScreenKey {
  return routeFor(relativePath(pathname)).screen;
}

/**
 * What the platform's prerender renders for a pathname, and caches once per merchant and language
 * (ssr.tsx): a route's screen; for every member route the same waiting view, since the platform
 * cannot know the session and a member's screen is never drawn for a visitor.
 */
export function prerenderKey(pathname: string): ScreenKey | 'memberRoute' {
  const entry = routeFor(relativePath(pathname));
  return entry.access === 'member' ? 'memberRoute' : entry.screen;
}
