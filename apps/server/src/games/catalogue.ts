import { and, asc, eq } from 'drizzle-orm';
import { foldVendor, type GameLane, type GameSummary, type GameVendor } from '@portico/contract/games';
import type { Db } from '../db/client.ts';
import { gameLanes, games, gameVendors } from '../db/schema-games.ts';

type GameRow = typeof games.$inferSelect;

export const summaryOf = (g: GameRow): GameSummary => ({
  gameId: g.code,
  gameName: g.name,
  vendor: foldVendor(g.vendor),
  lane: g.lane,
  kind: g.kind,
  prizeMode: g.prizeMode,
  sea: g.sea,
  image: g.image,
});

/**
 * The merchant's games in lane order (steps of 100), then the game's own order. A game whose lane
 * or vendor the operator removed is left out: the catalogue shows only what can be launched.
 */
export async function catalogueGames(db: Db, merchantCode: string): Promise<GameRow[]> {
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(gameLanes, and(eq(gameLanes.merchantCode, games.merchantCode), eq(gameLanes.code, games.lane)))
    .innerJoin(gameVendors, and(eq(gameVendors.merchantCode, games.merchantCode), eq(gameVendors.code, games.vendor)))
    .where(eq(games.merchantCode, merchantCode))
    .orderBy(asc(gameLanes.sortOrder), asc(games.sortOrder), asc(games.id));
  return rows.map((r) => r.game);
}

/** Vendors, folded (RNG and PVP answer as TCG, once). A folded name takes TCG's own row when there is one. */
export async function catalogueVendors(db: Db, merchantCode: string): Promise<(GameVendor & { accountTypeName: string })[]> {
  const rows = await db.select().from(gameVendors).where(eq(gameVendors.merchantCode, merchantCode)).orderBy(asc(gameVendors.code));
  const byName = new Map<string, GameVendor & { accountTypeName: string }>();
  for (const row of rows) {
    const vendor = foldVendor(row.code);
    const own = row.code === vendor;
    if (byName.has(vendor) && !own) continue;
    byName.set(vendor, { vendor, displayName: own ? row.displayName : vendor, accountTypeName: row.accountTypeName, platform: 'html5' });
  }
  return [...byName.values()];
}

export async function catalogueLanes(db: Db, merchantCode: string): Promise<GameLane[]> {
  const [lanes, gameRows, vendors] = await Promise.all([
    db.select().from(gameLanes).where(eq(gameLanes.merchantCode, merchantCode)).orderBy(asc(gameLanes.sortOrder), asc(gameLanes.id)),
    catalogueGames(db, merchantCode),
    catalogueVendors(db, merchantCode),
  ]);
  const vendorOf = new Map(vendors.map((v) => [v.vendor, v]));
  return lanes.flatMap((lane) => {
    const laneGames = gameRows.filter((g) => g.lane === lane.code).map(summaryOf);
    if (laneGames.length === 0) return [];
    const names = [...new Set(laneGames.map((g) => g.vendor))];
    const cards = names.flatMap((n) => {
      const v = vendorOf.get(n);
      return v ? [{ accountTypeName: v.accountTypeName, displayName: v.displayName }] : [];
    });
    return [
      {
        code: lane.code,
        title: lane.title,
        sortOrder: lane.sortOrder,
        cards,
        gameClassify: [{ vendors: names }],
        gameCount: laneGames.length,
        games: laneGames,
      },
    ];
  });
}

/** One game of the catalogue by code (still in a lane with its vendor), or null. */
export async function catalogueGame(db: Db, merchantCode: string, code: string): Promise<GameRow | null> {
  const all = await catalogueGames(db, merchantCode);
  return all.find((g) => g.code === code) ?? null;
}

export async function vendorRow(db: Db, merchantCode: string, code: string) {
  const [row] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.code, code)))
    .limit(1);
  return row ?? null;
}
