import { describe, expect, it } from 'vitest';
import type { GameLane } from '@portico/contract/games';
import { foldLanes, gameHref } from './lanes';

const game = (gameId: string, vendor: string, kind: 'lottery' | 'trial' = 'trial') => ({
  gameId, gameName: gameId, vendor, lane: 'x', kind, prizeMode: kind === 'lottery' ? 'NORTH' : null, sea: false, image: '/a.svg',
});
const lane = (code: string, sortOrder: number, games: ReturnType<typeof game>[], vendors: string[]): GameLane => ({
  code, title: code, sortOrder, gameCount: games.length, games,
  cards: vendors.map((v) => ({ accountTypeName: v, displayName: v })),
  gameClassify: [{ vendors }],
});

describe('foldLanes', () => {
  it('orders lanes by their category order and folds RNG and PVP into one TCG', () => {
    const lanes = foldLanes([
      lane('quick', 200, [game('a', 'RNG'), game('b', 'PVP'), game('c', 'TCG')], ['RNG', 'PVP', 'TCG']),
      lane('lottery', 100, [game('d', 'PLOTTO', 'lottery')], ['PLOTTO']),
    ]);
    expect(lanes.map((l) => l.code)).toEqual(['lottery', 'quick']);
    expect(lanes[1]?.games.map((g) => g.vendor)).toEqual(['TCG', 'TCG', 'TCG']);
    expect(lanes[1]?.cards).toEqual([{ accountTypeName: 'TCG', displayName: 'TCG' }]);
    expect(lanes[1]?.gameClassify).toEqual([{ vendors: ['TCG'] }]);
  });
});

describe('gameHref', () => {
  it('sends a lottery to the launch page and a trial game to the trial screen', () => {
    expect(gameHref(game('VN_NORTH', 'PLOTTO', 'lottery'))).toBe('/launchGame?code=VN_NORTH&prize_mode=NORTH&playType=VN&lottoView=betting&backUrl=%2Fm%2Fgame');
    expect(gameHref(game('RNG_1', 'TCG'))).toBe('/game/trial?gameId=RNG_1');
  });
});
