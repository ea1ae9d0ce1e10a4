import type { games } from '../schema-games.ts';
import type { DemoProfile } from './profiles.ts';

/**
 * Each demo merchant's catalogue (decisions 030, 055): the stand-in vendor's lottery (PLOTTO) and
 * trial-capable games of TCG, RNG and PVP, every one with its own artwork under /game-art/.
 * Every game launches through the vendor stand-in (/vendor/local).
 */
export interface LaneSeed {
  code: string;
  title: string;
  sortOrder: number;
}
type GameSeed = Omit<typeof games.$inferInsert, 'merchantCode'>;

const SANDBOX = 'allow-scripts allow-forms allow-same-origin';
export const DEMO_VENDORS = [
  { code: 'PLOTTO', displayName: 'Portico Lotto', accountTypeName: 'PLOTTO', trialSandbox: null },
  { code: 'TCG', displayName: 'TCG', accountTypeName: 'TCG', trialSandbox: SANDBOX },
  { code: 'RNG', displayName: 'RNG', accountTypeName: 'TCG', trialSandbox: SANDBOX },
  { code: 'PVP', displayName: 'PVP', accountTypeName: 'TCG', trialSandbox: SANDBOX },
];

const lottery = (code: string, name: string, prizeMode: string, art: string, sortOrder: number, sea = false): GameSeed => ({
  code, name, vendor: 'PLOTTO', lane: 'lottery', kind: 'lottery', prizeMode, sea, image: `/game-art/${art}.svg`, sortOrder,
});
const trial = (lane: string, code: string, name: string, vendor: string, art: string, sortOrder: number): GameSeed => ({
  code, name, vendor, lane, kind: 'trial', prizeMode: null, image: `/game-art/${art}.svg`, sortOrder,
});

interface Catalogue {
  lanes: LaneSeed[];
  games: GameSeed[];
}

const CATALOGUES: Record<string, Catalogue> = {
  PHP: {
    lanes: [
      { code: 'lottery', title: 'Lottery', sortOrder: 100 },
      { code: 'quick', title: 'Quick games', sortOrder: 200 },
    ],
    games: [
      lottery('VN_NORTH', 'Northern Lottery', 'NORTH', 'northern-lottery', 10),
      lottery('VN_SOUTH', 'Southern Lottery', 'SOUTH', 'southern-lottery', 20),
      lottery('SEA_TRAD', 'SEA Traditional', 'SEA', 'sea-traditional', 30, true),
      trial('quick', 'TCG_QUICK3', 'Quick Pick 3', 'TCG', 'quick-pick', 10),
      trial('quick', 'RNG_LUCKY20', 'Lucky Draw 20', 'RNG', 'lucky-draw', 20),
      trial('quick', 'PVP_DUEL', 'Number Duel', 'PVP', 'number-duel', 30),
    ],
  },
  THB: {
    lanes: [
      { code: 'lottery', title: 'Lottery', sortOrder: 100 },
      { code: 'casino', title: 'Slots and tables', sortOrder: 200 },
      { code: 'fishing', title: 'Fishing', sortOrder: 300 },
    ],
    games: [
      lottery('NIGHT_LOTTO', 'Night Lotto', 'NORTH', 'night-lotto', 10),
      trial('casino', 'TCG_MOON_SLOTS', 'Moon Slots', 'TCG', 'moon-slots', 10),
      trial('casino', 'RNG_MIDNIGHT_ROULETTE', 'Midnight Roulette', 'RNG', 'midnight-roulette', 20),
      trial('casino', 'PVP_BACCARAT', 'Baccarat Duel', 'PVP', 'baccarat-duel', 30),
      trial('fishing', 'TCG_DEEP_SEA', 'Deep Sea Catch', 'TCG', 'deep-sea-catch', 10),
    ],
  },
  BRL: {
    lanes: [
      { code: 'lottery', title: 'Loterias', sortOrder: 100 },
      { code: 'casino', title: 'Cassino', sortOrder: 200 },
      { code: 'sports', title: 'Esportes e pesca', sortOrder: 300 },
    ],
    games: [
      lottery('BR_SORTE', 'Sorte Grande', 'SOUTH', 'sorte-grande', 10),
      trial('casino', 'TCG_SAMBA_SLOTS', 'Samba Slots', 'TCG', 'samba-slots', 10),
      trial('casino', 'RNG_ROLETA_RIO', 'Roleta Rio', 'RNG', 'roleta-rio', 20),
      trial('casino', 'PVP_TRUCO', 'Truco Duelo', 'PVP', 'truco-duelo', 30),
      trial('sports', 'TCG_PENALTI', 'Pênalti Premiado', 'TCG', 'penalti-premiado', 10),
      trial('sports', 'RNG_PESCA', 'Pesca Amazônia', 'RNG', 'pesca-amazonia', 20),
    ],
  },
};

export const catalogueOf = (p: DemoProfile): Catalogue => CATALOGUES[p.currency]!;

/** The merchant's first lottery: the one its lottery banner and jackpot ticker name. */
export function lotteryOf(p: DemoProfile): { code: string; name: string; prizeMode: string; vendor: string } {
  const game = catalogueOf(p).games.find((g) => g.kind === 'lottery')!;
  return { code: game.code, name: game.name, prizeMode: game.prizeMode!, vendor: game.vendor };
}
