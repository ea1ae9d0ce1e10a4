import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameLaunchTickets, gamePlays } from '../db/schema-games.ts';
import { members } from '../db/schema.ts';
import { sha256Hex } from '../security/tokens.ts';

/** Long enough to open the game page after the launch answer, short enough that a copied URL is soon worthless. */
export const TICKET_TTL_MS = 60_000;
/** How long a redeemed game page may post draws. */
export const PLAY_TTL_MS = 30 * 60_000;

export interface TicketInput {
  merchantCode: string;
  memberId: number;
  gameCode: string;
  language: string;
  backUrl: string;
  lottoView: string;
}

export async function issueTicket(db: Db, input: TicketInput, now = new Date()): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(gameLaunchTickets).values({ ...input, ticketHash: sha256Hex(ticket), expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
  // Old tickets and plays are worthless: clear them as new ones are issued, so the tables stay small.
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await db.delete(gameLaunchTickets).where(lt(gameLaunchTickets.expiresAt, dayAgo));
  await db.delete(gamePlays).where(lt(gamePlays.expiresAt, dayAgo));
  return ticket;
}

export type Refusal = 'unknown' | 'used' | 'expired' | 'merchant';

export interface Play {
  play: string;
  username: string;
  gameCode: string;
  language: string;
  backUrl: string;
}

/**
 * Redeems a ticket for the game page of `merchantCode`: once, before it expires. The ticket is
 * used and the play made in one transaction, so a refused or failed redeem leaves no play behind.
 */
export async function redeemTicket(db: Db, ticket: string, merchantCode: string, now = new Date()): Promise<Play | { refused: Refusal }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(gameLaunchTickets).where(eq(gameLaunchTickets.ticketHash, sha256Hex(ticket))).limit(1);
    if (!row) return { refused: 'unknown' as const };
    if (row.merchantCode !== merchantCode) return { refused: 'merchant' as const };
    if (row.usedAt) return { refused: 'used' as const };
    if (row.expiresAt <= now) return { refused: 'expired' as const };
    const taken = await tx
      .update(gameLaunchTickets)
      .set({ usedAt: now })
      .where(and(eq(gameLaunchTickets.id, row.id), isNull(gameLaunchTickets.usedAt)))
      .returning({ id: gameLaunchTickets.id });
    if (taken.length === 0) return { refused: 'used' as const };
    const [member] = await tx.select({ username: members.username }).from(members).where(eq(members.id, row.memberId)).limit(1);
    if (!member) return { refused: 'unknown' as const };
    const play = randomBytes(24).toString('base64url');
    const { gameCode, language, backUrl } = row;
    await tx.insert(gamePlays).values({
      playHash: sha256Hex(play),
      merchantCode,
      memberId: row.memberId,
      username: member.username,
      gameCode,
      language,
      backUrl,
      expiresAt: new Date(now.getTime() + PLAY_TTL_MS),
    });
    return { play, username: member.username, gameCode, language, backUrl };
  });
}

export async function findPlay(db: Db, play: string, merchantCode: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(gamePlays)
    .where(and(eq(gamePlays.playHash, sha256Hex(play)), eq(gamePlays.merchantCode, merchantCode)))
    .limit(1);
  return row && row.expiresAt > now ? row : null;
}

/**
 * Where "Back" may go: a path under /m/ of the page's own origin. Anything else (another origin,
 * a protocol-relative or javascript: address) goes home instead: no open redirect.
 */
export function safeBackPath(backUrl: string, origin: string): string {
  if (!URL.canParse(backUrl, origin)) return '/m/home';
  const url = new URL(backUrl, origin);
  if (url.origin !== origin || !url.pathname.startsWith('/m/')) return '/m/home';
  return `${url.pathname}${url.search}${url.hash}`;
}
