import { CHAT_DEFAULT_LANGUAGE, CHAT_RETRY_DELAYS_MS, launchChatEndpoint, type LaunchChat } from '@portico/contract/chat';
import type { SessionInfo } from '@portico/contract/session';
import type { SiteSettings } from '@portico/contract/system';
import { ApiError } from '../http/api-error';
import { callEndpoint } from '../http/call-endpoint';
import { applyErrorPolicy } from '../http/error-policy';
import { chatAccess, chatEnabled } from './chat-access';

/**
 * Opening the customer-service chat (doc E §4 Chat, §7 CBS_launchChat; decision 039). Here, not in
 * a feature, because the chat button and the customer-service entries open it the same way.
 */

/** A failure worth trying again: no answer, or a server fault. A refusal (type 4, no session, chat off) is final. */
function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'http') return error.status === undefined || error.status >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline' || error.kind === 'parse';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * CBS_launchChat, tried again after 500 ms, 1 s and 3 s when it fails (doc E §9). Only the final
 * failure goes through the request layer's catalogue (one notice, or the login redirect).
 */
export async function launchChat(body: LaunchChat, wait: (ms: number) => Promise<void> = sleep): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await callEndpoint(launchChatEndpoint, { body, alert: false })).chatUrl;
    } catch (error) {
      const delay = CHAT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !retryable(error)) throw error instanceof ApiError ? applyErrorPolicy(error, { alert: true }) : error;
      await wait(delay);
    }
  }
}

export interface ChatLaunchInput {
  /** The page to come back to (a path under /m/). */
  backUrl: string;
  title: string;
  /** The player's language: every vendor link here carries it (decision 039); CN when unknown (doc E §9). */
  language: string | null;
  settings: Pick<SiteSettings, 'headerColor' | 'look'>;
}

/**
 * Asks for the chat link and goes there in this tab: the link is made after a round trip, when a
 * browser would block a new window, and the chat page's back link returns to `backUrl`.
 */
export async function openChat(input: ChatLaunchInput, go: (url: string) => void = (url) => location.assign(url)): Promise<void> {
  const chatUrl = await launchChat({
    b2c: 1,
    title: input.title,
    backUrl: input.backUrl,
    language: (input.language ?? CHAT_DEFAULT_LANGUAGE) as LaunchChat['language'],
    headerColor: input.settings.look?.primary ?? input.settings.headerColor,
  });
  const url = URL.canParse(chatUrl) ? new URL(chatUrl) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('chat link is not an http(s) URL');
  go(url.href);
}

/**
 * A customer-service entry of the merchant's chat vendor opens the member's chat (with their
 * identity) when that member may chat; the local vendor stands in for every csType. Any other
 * entry, and every entry for a visitor or a type-4 member, opens the entry's own link.
 */
export function entryOpensChat(entry: { csType: string }, settings: Pick<SiteSettings, 'features' | 'chat'>, session: Pick<SessionInfo, 'type'> | null): boolean {
  const vendor = settings.chat?.vendor;
  return chatEnabled(settings) && chatAccess(session) === 'open' && (vendor === 'LOCAL' || vendor === entry.csType);
}
