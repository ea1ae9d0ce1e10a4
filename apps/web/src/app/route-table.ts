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
  // the Promotions tab (issue 30)
  promotions: () => import('./routes/promotions'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type ScreenKey = keyof typeof screens;

/** The bottom tab bar's tabs (issue 30), in their order; each opens its root path. */
export const TABS = [
  { tab: 'home', path: '/home' },
  { tab: 'games', path: '/game' },
  { tab: 'promotions', path: '/promotions' },
  { tab: 'wallet', path: '/wallet' },
  { tab: 'me', path: '/member/home' },
] as const;
export type Tab = (typeof TABS)[number]['tab'];

/**
 * The frame around a screen (decision 061): `tabs` the top bar and the tab bar; `plain` the top bar
 * with its way back only (sign-in and registration, which are their own way in); `none` nothing (a
 * game, the trial frame: the screen needs the whole screen).
 */
export type Chrome = 'tabs' | 'plain' | 'none';

export interface RouteEntry {
  /** Paths under /m/; matched ignoring case and a trailing slash, as the router always did. */
  paths: readonly string[];
  access: Access;
  screen: ScreenKey;
  /** A member route's destination for a visitor with no session, instead of /m/login. */
  signedOutTo?: string;
  /** The tab the screen belongs to (marked in the tab bar). Default: none. */
  tab?: Tab;
  /** Where Back leads when the screen was not opened from inside the app. A tab's root has none. */
  parent?: string;
  /** Default: tabs. */
  chrome?: Chrome;
}

export const BASE = '/m';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const ME_PATH = '/member/home';
export const WALLET_PATH = '/wallet';
export const PROMOTIONS_PATH = '/promotions';

/**
 * Every /m/ route of doc A §2 and doc E §2, once. Nothing else decides what renders: App renders
 * from it, main.tsx preloads from it, the platform's prerender (ssr.tsx) names its screens from it.
 * Screens later issues build show the not-found screen until then, but are guarded now; which
 * routes are members-only where the spec is silent is in decision 024.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { paths: ['/', HOME_PATH, '/index', '/index.html'], access: 'any', screen: 'home', tab: 'home' },
  { paths: [LOGIN_PATH], access: 'visitor', screen: 'login', parent: HOME_PATH, chrome: 'plain' },
  { paths: ['/register', '/register.html'], access: 'visitor', screen: 'register', parent: HOME_PATH, chrome: 'plain' },
  { paths: ['/changePsw'], access: 'member', screen: 'changePassword', tab: 'me', parent: ME_PATH },
  { paths: [ME_PATH], access: 'member', screen: 'memberHome', tab: 'me' },
  { paths: ['/game'], access: 'any', screen: 'game', tab: 'games' },
  // Decision 030: the trial (demo) frame; anyone may try a game.
  { paths: ['/game/trial'], access: 'any', screen: 'gameTrial', chrome: 'none' },
  { paths: ['/launchGame'], access: 'member', screen: 'launchGame', chrome: 'none' },
  { paths: ['/promotions'], access: 'any', screen: 'promotions', tab: 'promotions' },
  { paths: ['/voucherCenter'], access: 'member', screen: 'voucherCenter', tab: 'wallet', parent: WALLET_PATH },
  { paths: ['/withdraw'], access: 'member', screen: 'withdraw', tab: 'wallet', parent: WALLET_PATH },
  { paths: [WALLET_PATH], access: 'member', screen: 'wallet', tab: 'wallet' },
  { paths: ['/securityCenter/addBankCard'], access: 'member', screen: 'addBankCard', tab: 'wallet', parent: '/withdraw' },
  { paths: ['/securityCenter/addBankCardPix'], access: 'member', screen: 'addPixKey', tab: 'wallet', parent: '/withdraw' },
  { paths: ['/activity'], access: 'any', screen: 'activity', tab: 'promotions', parent: PROMOTIONS_PATH },
  { paths: ['/rewardCenter'], access: 'member', screen: 'rewardCenter', tab: 'promotions', parent: PROMOTIONS_PATH },
  { paths: ['/inviteFriends'], access: 'any', screen: 'inviteFriends', tab: 'me', parent: ME_PATH },
  { paths: ['/agentRegister'], access: 'member', screen: 'agentRegister', tab: 'me', parent: ME_PATH },
  { paths: ['/mall/mallHome'], access: 'member', screen: 'pointMarket', tab: 'me', parent: ME_PATH },
  { paths: ['/leaderBoard'], access: 'member', screen: 'missions', tab: 'promotions', parent: PROMOTIONS_PATH },
  { paths: ['/member/benefits'], access: 'member', screen: 'vipBenefits', tab: 'me', parent: ME_PATH },
  { paths: ['/feedback'], access: 'member', screen: 'feedback', signedOutTo: HOME_PATH, tab: 'me', parent: ME_PATH },
  // Decision 042: the member's passkeys, linked from the member centre.
  { paths: ['/member/passkeys'], access: 'member', screen: 'passkeys', tab: 'me', parent: ME_PATH },
];

/** Any path the table does not hold. */
export const UNKNOWN_ROUTE: RouteEntry = { paths: [], access: 'any', screen: 'notFound', parent: HOME_PATH };

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

/**
 * What of the frame a prerender draws for a pathname (decision 061): member routes share one waiting
 * view, but each draws its own tab and Back, so the platform's cache keeps one per frame too.
 */
export function frameKey(pathname: string): string {
  const { tab, parent, chrome = 'tabs' } = routeFor(relativePath(pathname));
  return `${chrome}|${tab ?? ''}|${parent ?? ''}`;
}
