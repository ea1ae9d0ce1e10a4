import { describe, expect, it } from 'vitest';
import type { Banner } from '@portico/contract/banners';
import { bannerTarget } from './linkage';

const base: Banner = { id: 1, linkageType: 'P', linkage: '12', roomId: null, nodeId: null, gameType: null, vendor: null, groupName: null, url: null, imageUrl: '/m/banners/a.svg', imageAlt: 'a' };
const allow = ['https://lottery.example.com'];
const session = { token: 'tok', userName: 'player1' };

describe('banner linkage (doc E §4)', () => {
  it('P opens the activity page', () => {
    expect(bannerTarget(base, { redirectAllowList: allow, session })).toEqual({ kind: 'internal', href: '/activity?id=12' });
  });

  it('G hands room, node, type and vendor to the launcher', () => {
    const game = { ...base, linkageType: 'G' as const, linkage: null, roomId: '1001', nodeId: '12', gameType: 'LOTT', vendor: 'TCG' };
    expect(bannerTarget(game, { redirectAllowList: allow, session })).toEqual({ kind: 'internal', href: '/launchGame?roomId=1001&nodeId=12&gameType=LOTT&vendor=TCG' });
    expect(bannerTarget({ ...game, vendor: null }, { redirectAllowList: allow, session })).toBeNull();
  });

  it('URL appends token and username only for an allow-listed origin', () => {
    const url = (linkage: string) => ({ ...base, linkageType: 'URL' as const, linkage });
    expect(bannerTarget(url('https://lottery.example.com/play?x=1'), { redirectAllowList: allow, session })).toEqual({
      kind: 'external',
      href: 'https://lottery.example.com/play?x=1&token=tok&username=player1',
    });
    expect(bannerTarget(url('https://lottery.example.com.evil.com/'), { redirectAllowList: allow, session })?.href).toBe('https://lottery.example.com.evil.com/');
    expect(bannerTarget(url('https://lottery.example.com/'), { redirectAllowList: allow, session: null })?.href).toBe('https://lottery.example.com/');
    expect(bannerTarget(url('javascript:alert(1)'), { redirectAllowList: allow, session })).toBeNull();
  });
});
