import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The game catalogue (operator content, decision 027; games decision 030) and what the vendor
 * stand-in records: launch tickets and lottery draws.
 */

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A lane (doc E §3 "Game lane") is a category of games; lanes are ordered in steps of 100 (doc E §9). */
export const gameLanes = pgTable(
  'game_lanes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('game_lanes_merchant_code_uq').on(t.merchantCode, t.code),
    check('game_lanes_sort_step', sql`${t.sortOrder} > 0 and ${t.sortOrder} % 100 = 0`),
  ],
);

/** A game vendor; `code` is the vendor name the relays answer (RNG and PVP folded into TCG there). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    /** The wallet account type of the vendor's card in a lane (doc E cards[].accountTypeName). */
    accountTypeName: text('account_type_name').notNull(),
    /** Frame sandbox of its trial games; null: no sandbox attribute (decision 030). */
    trialSandbox: text('trial_sandbox'),
  },
  (t) => [uniqueIndex('game_vendors_merchant_code_uq').on(t.merchantCode, t.code)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** The game code: lottoGameCode of a lottery launch, gameId of a trial launch. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    vendor: text('vendor').notNull(),
    lane: text('lane').notNull(),
    kind: text('kind', { enum: ['lottery', 'trial'] }).notNull(),
    prizeMode: text('prize_mode'),
    /** The SEA variant of the launch (lottoMode SEA_Tradition_Mobile). */
    sea: boolean('sea').notNull().default(false),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('games_merchant_code_uq').on(t.merchantCode, t.code),
    index('games_merchant_lane_ix').on(t.merchantCode, t.lane, t.sortOrder),
    check('games_kind', sql`${t.kind} in ('lottery', 'trial')`),
  ],
);

/**
 * A launch ticket (decision 030): what the game URL carries instead of the session token. Stored
 * as a SHA-256 hash; single use (usedAt), short-lived, bound to the merchant and the member.
 */
export const gameLaunchTickets = pgTable(
  'game_launch_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    language: text('language').notNull(),
    backUrl: text('back_url').notNull(),
    lottoView: text('lotto_view').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
  },
  (t) => [uniqueIndex('game_launch_tickets_hash_uq').on(t.ticketHash), index('game_launch_tickets_expiry_ix').on(t.expiresAt)],
);

/**
 * A redeemed ticket's play: the game page holds its secret (hashed here) for the draws it posts.
 * A member's draws are recorded in lotteryDraws with the seed, so a result can be re-derived.
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    playHash: text('play_hash').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    username: text('username').notNull(),
    gameCode: text('game_code').notNull(),
    language: text('language').notNull(),
    backUrl: text('back_url').notNull(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('game_plays_hash_uq').on(t.playHash), index('game_plays_expiry_ix').on(t.expiresAt)],
);

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    picks: jsonb('picks').$type<number[]>().notNull(),
    drawn: jsonb('drawn').$type<number[]>().notNull(),
    hits: integer('hits').notNull(),
    seed: text('seed').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('lottery_draws_member_ix').on(t.merchantCode, t.memberId, t.createdAt)],
);
