import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@portico/contract/session';
import { guard, queryToken, returnTarget, screenOnArrival, withoutToken } from './route-guard';
import { routeFor } from './route-table';

const SESSION: SessionInfo = { id: 1, token: 'tok-1', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false };
const at = (path: string, search = '', session: SessionInfo | null = null) => guard({ entry: routeFor(path), path, search, session });

describe('the route guard (doc E §2)', () => {
  it('lets anyone open a public route', () => {
    for (const path of ['/', '/home', '/index.html', '/inviteFriends', '/activity', '/nowhere']) {
      expect(at(path)).toEqual({ kind: 'render' });
      expect(at(path, '', SESSION)).toEqual({ kind: 'render' });
    }
  });

  it('keeps sign-in and registration for visitors: a member goes home', () => {
    for (const path of ['/login', '/register', '/register.html']) {
      expect(at(path)).toEqual({ kind: 'render' });
      expect(at(path, '', SESSION)).toEqual({ kind: 'redirect', to: '/home', returnTo: null });
    }
  });

  it('sends a visitor without a token to sign in, remembering the page and its query minus any token', () => {
    expect(at('/voucherCenter', 'amount=50')).toEqual({ kind: 'redirect', to: '/login', returnTo: '/voucherCenter?amount=50' });
    expect(at('/changePsw')).toEqual({ kind: 'redirect', to: '/login', returnTo: '/changePsw' });
    expect(at('/voucherCenter', 'token=&tokens=')).toEqual({ kind: 'redirect', to: '/login', returnTo: '/voucherCenter' });
  });

  it('lets a member with a stored session through', () => {
    expect(at('/withdraw', '', SESSION)).toEqual({ kind: 'render' });
    expect(at('/voucherCenter', 'token=tok-1', SESSION)).toEqual({ kind: 'render' });
  });

  it('checks a query token first, under either name, even over a stored session', () => {
    expect(at('/voucherCenter', 'a=1&token=abc')).toEqual({ kind: 'check-token', token: 'abc' });
    expect(at('/voucherCenter', 'tokens=xyz')).toEqual({ kind: 'check-token', token: 'xyz' });
    expect(at('/withdraw', 'token=other', SESSION)).toEqual({ kind: 'check-token', token: 'other' });
  });

  it('sends a visitor on /m/feedback home, not to sign in', () => {
    expect(at('/feedback')).toEqual({ kind: 'redirect', to: '/home', returnTo: null });
    expect(at('/feedback', '', SESSION)).toEqual({ kind: 'render' });
  });
});

describe('query token helpers', () => {
  it('reads token, else tokens, and drops both keeping the other parameters in order', () => {
    expect(queryToken('tokens=b&token=a')).toBe('a');
    expect(queryToken('x=1')).toBeNull();
    expect(withoutToken('a=1&token=t&b=2&tokens=u')).toBe('a=1&b=2');
  });
});

describe('the return target after sign-in (decision 024)', () => {
  it('accepts a member route of the table with its query, never a token', () => {
    expect(returnTarget({ returnTo: '/voucherCenter?amount=50&token=x' })).toBe('/voucherCenter?amount=50');
    expect(returnTarget({ returnTo: '/securityCenter/addBankCardPix' })).toBe('/securityCenter/addBankCardPix');
  });

  it('refuses anything else', () => {
    for (const returnTo of ['//evil.example/voucherCenter', 'https://evil.example/', '/home', '/login', '/nowhere', '/voucherCenter/../login', 42]) {
      expect(returnTarget({ returnTo })).toBeNull();
    }
    expect(returnTarget(null)).toBeNull();
  });
});

describe('screenOnArrival (what the boot preloads)', () => {
  it('is the login screen where the guard will send a visitor to sign in, else the route screen', () => {
    expect(screenOnArrival('/m/voucherCenter', '', null)).toBe('login');
    expect(screenOnArrival('/m/feedback', '', null)).toBe('home');
    expect(screenOnArrival('/m/login', '', SESSION)).toBe('home');
    expect(screenOnArrival('/m/changePsw', '', SESSION)).toBe('changePassword');
    expect(screenOnArrival('/m/voucherCenter', '?token=t', null)).toBe('voucherCenter');
  });
});
