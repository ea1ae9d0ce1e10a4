import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { requestText } from './text.ts';

/**
 * Doc E §3 "Game lane": vendor names RNG and PVP are folded into TCG, on the platform and in the
 * web app alike (both import this function).
 */
export const FOLDED_VENDORS: Readonly<Record<string, string>> = { RNG: 'TCG', PVP: 'TCG' };
export const foldVendor = (vendor: string): string => FOLDED_VENDORS[vendor.toUpperCase()] ?? vendor;

/** How a game opens: a lottery through POST /wps/game/launchGame, a trial-capable game in the trial frame. */
export const GAME_KINDS = ['lottery', 'trial'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** Doc E §9: categories (lanes) are ordered in steps of 100. */
export const LANE_ORDER_STEP = 100;

export const gameVendor = z.object({
  vendor: z.string(),
  displayName: z.string(),
  platform: z.literal('html5'),
});
export type GameVendor = z.infer<typeof gameVendor>;

export const gameSummary = z.object({
  gameId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  lane: z.string(),
  kind: z.enum(GAME_KINDS),
  /** Lottery games: the lottoPrizeMode and lottoMode the launch sends. */
  prizeMode: z.nullable(z.string()),
  sea: z.boolean(),
  image: z.string(),
});
export type GameSummary = z.infer<typeof gameSummary>;

export const gameLane = z.object({
  code: z.string(),
  title: z.string(),
  sortOrder: z.number(),
  cards: z.array(z.object({ accountTypeName: z.string(), displayName: z.string() })),
  gameClassify: z.array(z.object({ vendors: z.array(z.string()) })),
  gameCount: z.number(),
  games: z.array(gameSummary),
});
export type GameLane = z.infer<typeof gameLane>;

const platformQuery = z.object({ platform: z.optional(z.literal('html5')) });

export const gameVendorsEndpoint = defineEndpoint({
  id: 'relay.GCSGAME_newGameVendor',
  methods: ['GET'],
  path: '/wps/relay/GCSGAME_newGameVendor',
  summary: 'The merchant\'s html5 game vendors (RNG and PVP folded into TCG)',
  auth: 'none',
  encrypted: false,
  query: platformQuery,
  value: z.array(gameVendor),
});

export const gameMatchEndpoint = defineEndpoint({
  id: 'relay.GCSGAME_getGameMatchV2',
  methods: ['GET'],
  path: '/wps/relay/GCSGAME_getGameMatchV2',
  summary: 'Games of the catalogue, optionally of one vendor (folded name) or lane, in lane and game order',
  auth: 'none',
  encrypted: false,
  query: z.object({ vendor: z.optional(requestText(40)), lane: z.optional(requestText(40)) }),
  value: z.array(gameSummary),
});

export const gameLanesEndpoint = defineEndpoint({
  id: 'relay.GCSGAME_getGameLanes',
  methods: ['GET'],
  path: '/wps/relay/GCSGAME_getGameLanes',
  summary: 'Game lanes in category order (steps of 100), each with its vendor cards and games (doc E "data.lanes")',
  auth: 'none',
  encrypted: false,
  query: platformQuery,
  value: z.object({ lanes: z.array(gameLane) }),
});

export const trialLaunch = z.object({
  gameId: requestText(64).check(z.minLength(1)),
  nodeId: z.optional(requestText(64)),
  platform: z.optional(z.literal('html5')),
});
export type TrialLaunch = z.infer<typeof trialLaunch>;
/** The vendor (folded name) and its frame sandbox (a per-vendor setting; null: no sandbox attribute). */
const trialAnswer = z.object({ gameUrl: z.string(), vendor: z.string(), sandbox: z.nullable(z.string()) });
export type TrialAnswer = z.infer<typeof trialAnswer>;

/** Doc E §7 trial launch, the asynchronous POST; no sign-in needed. */
export const trialLaunchEndpoint = defineEndpoint({
  id: 'relay.GCS_gameTrialLaunch',
  methods: ['POST'],
  path: '/wps/relay/GCS_gameTrialLaunch',
  summary: 'A demo (trial) URL of a trial-capable game; no sign-in needed',
  auth: 'none',
  encrypted: false,
  body: trialLaunch,
  value: trialAnswer,
});

/** The synchronous GET variant of the same relay (Merchant and Language headers, the rest in the query). */
export const trialLaunchGetEndpoint = defineEndpoint({
  id: 'relay.GCS_gameTrialLaunch.get',
  methods: ['GET'],
  path: '/wps/relay/GCS_gameTrialLaunch',
  summary: 'The synchronous GET variant of the trial launch',
  auth: 'none',
  encrypted: false,
  query: trialLaunch,
  value: trialAnswer,
});

export const LOTTO_VIEWS = ['betting', 'lobby'] as const;

/** Doc E §7 lottery launch payload; the SEA variant adds lottoMode SEA_Tradition_Mobile. */
export const lotteryLaunch = z.object({
  lottoArea: z.literal('VN'),
  launchMode: z.literal('LOTT'),
  lottoPrizeMode: requestText(40),
  lottoGameCode: requestText(64).check(z.minLength(1)),
  lottoView: z.enum(LOTTO_VIEWS),
  device: z.literal('MOBILE'),
  backUrl: requestText(2000),
  hasLobby: z.boolean(),
  /** Doc E §9: the lottery's default language is VI. */
  language: z.optional(requestText(8)),
  title: z.optional(requestText(120)),
  labelName: z.optional(requestText(60)),
  lottoMode: z.optional(z.literal('SEA_Tradition_Mobile')),
});
export type LotteryLaunch = z.input<typeof lotteryLaunch>;

export const launchGameEndpoint = defineEndpoint({
  id: 'game.launchGame',
  methods: ['POST'],
  path: '/wps/game/launchGame',
  summary: "Launch a lottery game for the signed-in member: the vendor's game URL with a one-time ticket",
  auth: 'required',
  encrypted: false,
  body: lotteryLaunch,
  value: z.object({ gameUrl: z.string() }),
});
