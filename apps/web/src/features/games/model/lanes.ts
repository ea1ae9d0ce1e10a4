import { foldVendor, type GameLane, type GameSummary } from '@portico/contract/games';

/**
 * Doc E §3: vendor names RNG and PVP are shown as TCG (the platform folds them too; an older
 * platform may not), cards and classifications keep one entry per folded name, and lanes come in
 * category order (steps of 100).
 */
export function foldLanes(lanes: readonly GameLane[]): GameLane[] {
  return [...lanes]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((lane) => {
      const games = lane.games.map((g) => ({ ...g, vendor: foldVendor(g.vendor) }));
      const cards = uniqueBy(
        lane.cards.map((c) => ({ accountTypeName: foldVendor(c.accountTypeName), displayName: foldVendor(c.displayName) })),
        (c) => c.accountTypeName,
      );
      const gameClassify = lane.gameClassify.map((c) => ({ vendors: [...new Set(c.vendors.map(foldVendor))] }));
      return { ...lane, games, cards, gameClassify };
    });
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

/** Where tapping a game goes, by its kind: a lottery to the launch page, a trial-capable game to the trial screen. */
export function gameHref(game: GameSummary, backUrl = '/m/game'): string {
  if (game.kind === 'trial') return `/game/trial?${new URLSearchParams({ gameId: game.gameId }).toString()}`;
  const query = new URLSearchParams({
    code: game.gameId,
    prize_mode: game.prizeMode ?? '',
    playType: game.sea ? 'SEA' : 'VN',
    lottoView: 'betting',
    backUrl,
  });
  return `/launchGame?${query.toString()}`;
}
