import type { Db } from './client.ts';
import { gameLanes, games, gameVendors } from './schema-games.ts';
import { catalogueOf, DEMO_VENDORS } from './demo/games.ts';
import { PHP_PROFILE, type DemoProfile } from './demo/profiles.ts';

/** Idempotent (unique codes per merchant, conflicts ignored): an operator's later changes are kept. */
export async function seedGames(db: Db, merchantCode: string, profile: DemoProfile = PHP_PROFILE): Promise<void> {
  const { lanes, games: rows } = catalogueOf(profile);
  await db.insert(gameLanes).values(lanes.map((l) => ({ ...l, merchantCode }))).onConflictDoNothing();
  await db.insert(gameVendors).values(DEMO_VENDORS.map((v) => ({ ...v, merchantCode }))).onConflictDoNothing();
  await db.insert(games).values(rows.map((g) => ({ ...g, merchantCode }))).onConflictDoNothing();
}
