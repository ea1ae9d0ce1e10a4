import { z } from 'zod';
import { GAME_KINDS, LANE_ORDER_STEP } from '@portico/contract/games';
import { gameLanes, games, gameVendors } from '../../db/schema-games.ts';
import { defineContentKind } from '../kind.ts';
import { INT4_MAX } from '@portico/contract/bounds';

const code = z.string().trim().regex(/^[A-Za-z0-9_-]{2,40}$/, 'Use 2 to 40 letters, digits, _ or -');
const name = z.string().trim().min(1).max(60);
/** A path on this site or an http(s) address: the catalogue's images are small SVGs served with the web app. */
const image = z
  .string()
  .trim()
  .max(500)
  .refine((s) => /^\/(?!\/)/.test(s) || /^https?:\/\//.test(s), 'Expected a path on this site (/m/…) or an http(s) address');

/** Doc E §3 "Game lane": a category of games; doc E §9 orders them in steps of 100. */
export const gameLanesKind = defineContentKind({
  name: 'game-lanes',
  summary: 'Game lanes (categories) with their title, ordered in steps of 100',
  table: gameLanes,
  input: z.strictObject({
    code,
    title: name,
    sortOrder: z
      .int()
      .positive()
      .max(INT4_MAX)
      .refine((n) => n % LANE_ORDER_STEP === 0, `Expected a multiple of ${LANE_ORDER_STEP} (100, 200, …)`),
  }),
  orderBy: [gameLanes.sortOrder, gameLanes.id],
});

export const gameVendorsKind = defineContentKind({
  name: 'game-vendors',
  summary: 'Game vendors (RNG and PVP are shown as TCG) with their account type and trial frame sandbox',
  table: gameVendors,
  input: z.strictObject({
    code: code.transform((s) => s.toUpperCase()),
    displayName: name,
    accountTypeName: code,
    trialSandbox: z
      .string()
      .trim()
      .regex(/^(allow-[a-z-]+)(\s+allow-[a-z-]+)*$|^$/, 'Expected sandbox tokens such as "allow-scripts allow-same-origin"')
      .nullable()
      .default(null),
  }),
  orderBy: [gameVendors.code],
});

export const gamesKind = defineContentKind({
  name: 'games',
  summary: 'Games: code, name, vendor, lane, kind (lottery or trial), prize mode, SEA variant, image, order in the lane',
  table: games,
  input: z
    .strictObject({
      code,
      name,
      vendor: code.transform((s) => s.toUpperCase()),
      lane: code,
      kind: z.enum(GAME_KINDS),
      prizeMode: z.string().trim().max(40).nullable().default(null),
      sea: z.boolean().default(false),
      image,
      sortOrder: z.int().min(0).default(0),
    })
    .refine((g) => g.kind !== 'lottery' || g.prizeMode !== null, { path: ['prizeMode'], message: 'A lottery game needs its prize mode' }),
  orderBy: [games.lane, games.sortOrder, games.id],
});
