import { describe, expect, it } from 'vitest';
import { prerenderKey, relativePath, ROUTE_TABLE, routeFor, screenFor, TABS } from './route-table';

describe('the route table', () => {
  it('holds every /m/ route of doc A §2 and doc E §2 once, with its access', () => {
    const access = Object.fromEntries(ROUTE_TABLE.flatMap((entry) => entry.paths.map((path) => [path, entry.access])));
    expect(access).toEqual({
      '/': 'any',
      '/home': 'any',
      '/index': 'any',
      '/index.html': 'any',
      '/login': 'visitor',
      '/register': 'visitor',
      '/register.html': 'visitor',
      '/changePsw': 'member',
      '/member/home': 'member',
      '/game': 'any',
      '/game/trial': 'any',
      '/launchGame': 'member',
      '/voucherCenter': 'member',
      '/wallet': 'member',
      '/withdraw': 'member',
      '/securityCenter/addBankCard': 'member',
      '/securityCenter/addBankCardPix': 'member',
      '/activity': 'any',
      '/rewardCenter': 'member',
      '/inviteFriends': 'any',
      '/agentRegister': 'member',
      '/mall/mallHome': 'member',
      '/leaderBoard': 'member',
      '/member/benefits': 'member',
      '/feedback': 'member',
      // decision 042
      '/member/passkeys': 'member',
      // issue 30: the Promotions tab
      '/promotions': 'any',
    });
    expect(ROUTE_TABLE.flatMap((entry) => entry.paths)).toHaveLength(Object.keys(access).length);
  });

  it('declares the frame: each tab opens its own root, every other framed screen has a Back that leads to a route', () => {
    for (const { tab, path } of TABS) {
      const root = routeFor(path);
      expect(root.tab, path).toBe(tab);
      expect(root.parent, path).toBeUndefined();
      expect(root.chrome ?? 'tabs', path).toBe('tabs');
    }
    const roots = new Set<string>(TABS.map((t) => t.path));
    for (const entry of ROUTE_TABLE) {
      if (entry.chrome === 'none' || entry.paths.some((p) => roots.has(p) || p === '/')) continue;
      expect(entry.parent, entry.paths[0]).toBeDefined();
      expect(routeFor(entry.parent!).screen, entry.paths[0]).not.toBe('notFound');
    }
  });

  it('matches a path ignoring case and a trailing slash, as the router always did', () => {
    expect(routeFor('/LOGIN').screen).toBe('login');
    expect(routeFor('/changePsw/').screen).toBe('changePassword');
    expect(routeFor('/voucherCenter/extra').access).toBe('any');
  });

  it('maps addresses under /m/ to their screen, for the boot and the prerender', () => {
    for (const p of ['/m', '/m/', '/m/home', '/m/index', '/m/index.html']) expect(screenFor(p)).toBe('home');
    for (const p of ['/m/register', '/m/register.html']) expect(screenFor(p)).toBe('register');
    expect(screenFor('/m/login')).toBe('login');
    expect(screenFor('/m/no-such-page')).toBe('notFound');
    expect(relativePath('/m/member/home')).toBe('/member/home');
  });

  it('prerenders every member route as one waiting view, and the others as their screen', () => {
    expect(prerenderKey('/m/changePsw')).toBe('memberRoute');
    expect(prerenderKey('/m/voucherCenter')).toBe('memberRoute');
    expect(prerenderKey('/m/login')).toBe('login');
    expect(prerenderKey('/m/inviteFriends')).toBe('inviteFriends');
    expect(prerenderKey('/m/game')).toBe('game');
  });
});
