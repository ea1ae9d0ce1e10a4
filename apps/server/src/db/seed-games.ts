import type { Db } from './client.ts';
import { gameLanes, games, gameVendors } from './schema-games.ts';

/** The demo merchant's catalogue: the stand-in vendor's lotteries and a few trial-capable games (decision 030). */
export const DEMO_LANES = [
  { code: 'lottery', title: 'Lottery', sortOrder: 100 },
  { code: 'quick', title: 'Quick games', sortOrder: 200 },
];

export const DEMO_VENDORS = [
  { code: 'PLOTTO', displayName: 'Portico Lotto', accountTypeName: 'PLOTTO', trialSandbox: null },
  { code: 'TCG', displayName: 'TCG', accountTypeName: 'TCG', trialSandbox: 'allow-scripts allow-forms allow-same-origin' },
  { code: 'RNG', displayName: 'RNG', accountTypeName: 'TCG', trialSandbox: 'allow-scripts allow-forms allow-same-origin' },
  { code: 'PVP', displayName: 'PVP', accountTypeName: 'TCG', trialSandbox: 'allow-scripts allow-forms allow-same-origin' },
];

type GameSeed = typeof games.$inferInsert;
const lottery = (code: string, name: string, prizeMode: string, image: string, sortOrder: number, sea = false): Omit<GameSeed, 'merchantCode'> => ({
  code, name, vendor: 'PLOTTO', lane: 'lottery', kind: 'lottery', prizeMode, sea, image: `/game-art/${image}.svg`, sortOrder,
});
const trial = (code: string, name: string, vendor: string, image: string, sortOrder: number): Omit<GameSeed, 'merchantCode'> => ({
  code, name, vendor, lane: 'quick', kind: 'trial', prizeMode: null, image: `/game-art/${image}.svg`, sortOrder,
});

export const DEMO_GAMES = [
  lottery('VN_NORTH', 'Northern Lottery', 'NORTH', 'northern-lottery', 10),
  lottery('VN_SOUTH', 'Southern Lottery', 'SOUTH', 'southern-lottery', 20),
  lottery('SEA_TRAD', 'SEA Traditional', 'SEA', 'sea-traditional', 30, true),
  trial('TCG_QUICK3', 'Quick Pick 3', 'TCG', 'quick-pick', 10),
  trial('RNG_LUCKY20', 'Lucky Draw 20', 'RNG', 'lucky-draw', 20),
  trial('PVP_DUEL', 'Number Duel', 'PVP', 'number-duel', 30),
];

/** Idempotent (unique codes per merchant, conflicts ignored): an operator's later changes are kept. */
export async function seedGames(db: Db, merchantCode: string): Promise<void> {
  await db.insert(gameLanes).values(DEMO_LANES.map((l) => ({ ...l, merchantCode }))).onConflictDoNothing();
  await db.insert(gameVendors).values(DEMO_VENDORS.map((v) => ({ ...v, merchantCode }))).onConflictDoNothing();
  await db.insert(games).values(DEMO_GAMES.map((g) => ({ ...g, merchantCode }))).onConflictDoNothing();
}
