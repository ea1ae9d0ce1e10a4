import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unread stream's ticket (issue 31, decision 057): EventSource cannot send Authorization, and a
 * session token in an address ends up in logs and proxies. The ticket names the session, not its
 * token, expires in a minute, and is HMAC-SHA-256-signed with the chat's platform secret under its own
 * label (a chat link never passes for a ticket), so any instance verifies what another signed.
 */
export interface StreamTicket {
  sessionId: number;
  merchantCode: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const STREAM_TICKET_TTL_SECONDS = 60;

const mac = (key: string, payload: string) => createHmac('sha256', key).update(`unread-stream.${payload}`).digest('base64url');

export function signStreamTicket(key: string, ticket: Omit<StreamTicket, 'exp'>, now = Date.now()): string {
  const claims: StreamTicket = { ...ticket, exp: Math.floor(now / 1000) + STREAM_TICKET_TTL_SECONDS };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The ticket's claims, or null: malformed, changed, signed with another key, or expired. */
export function verifyStreamTicket(key: string, ticket: string, now = Date.now()): StreamTicket | null {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined || ticket.length > 512) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: StreamTicket;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as StreamTicket;
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || typeof claims.sessionId !== 'number' || typeof claims.merchantCode !== 'string') return null;
  return claims.exp * 1000 > now ? claims : null;
}
