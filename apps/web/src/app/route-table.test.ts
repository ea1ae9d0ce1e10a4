import { describe, expect, it } from 'vitest';
import { prerenderKey, relativePath, ROUTE_TABLE, routeFor, screenFor } from './route-table';

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
    });
    expect(ROUTE_TABLE.flatMap((entry) => entry.paths)).toHaveLength(Object.keys(access).length);
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
