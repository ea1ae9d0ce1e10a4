import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The local chat page's link (decision 039): who the member is travels in a signed, expiring token,
 * never as plain query parameters a person could edit. HMAC-SHA-256 over the payload with the
 * platform's chat-link secret (security/secret-keys.ts), so every instance verifies what one signed.
 */
/** What a chat is opened with: the member, the page's language and look, where "back" returns. */
export interface ChatLaunch {
  merchantCode: string;
  memberId: number;
  username: string;
  language: string;
  title: string;
  /** Absolute URL the chat's back link returns to. */
  backUrl: string;
  headerColor: string;
}

/** The local vendor's signed link carries the launch itself, until it expires. */
export interface ChatLinkClaims extends ChatLaunch {
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** How long a chat link opens the conversation: a working session's length, then the site gives a new one. */
export const CHAT_LINK_TTL_SECONDS = 4 * 60 * 60;

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signChatLink(key: string, claims: Omit<ChatLinkClaims, 'exp'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + CHAT_LINK_TTL_SECONDS })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

export type ChatLinkCheck = { claims: ChatLinkClaims } | { refused: 'invalid' | 'expired' };

export function verifyChatLink(key: string, token: string, now = Date.now()): ChatLinkCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 4096) return { refused: 'invalid' };
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'invalid' };
  let claims: ChatLinkClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ChatLinkClaims;
  } catch {
    return { refused: 'invalid' };
  }
  if (typeof claims.exp !== 'number' || typeof claims.memberId !== 'number') return { refused: 'invalid' };
  return claims.exp * 1000 <= now ? { refused: 'expired' } : { claims };
}
