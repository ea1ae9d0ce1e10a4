import type { ChatVendorName } from '@portico/contract/system';
import type { Merchant } from '../merchants/schema.ts';
import { signChatLink, type ChatLaunch } from './link-token.ts';

export type { ChatLaunch };

/**
 * The chat-vendor port (issue 14, decision 039): a launch asks the merchant's vendor for the link
 * that opens the member's chat. Each adapter builds its vendor's link from the merchant file's
 * `chat` ids and the member's identity; the local vendor signs a link to the platform's own chat.
 */
export interface ChatVendor {
  readonly name: ChatVendorName;
  linkFor(launch: ChatLaunch): string;
}

type ChatConfig = Merchant['chat'];

/** What the merchant's chat configuration lacks for its vendor, or null when a link can be built. */
export function chatProblem(m: { chat: ChatConfig }): string | null {
  const c = m.chat;
  switch (c.vendor) {
    case null:
    case 'LOCAL':
      return null;
    case 'LIVECHAT':
      return c.licenseId ? null : 'chat.licenseId is required for LIVECHAT';
    case 'COMM100':
    case 'COMM100VIP':
      return c.siteId && c.campaignId ? null : `chat.siteId and chat.campaignId are required for ${c.vendor}`;
    case 'AICAN':
    case 'MIDUOKE':
      return c.url ? null : `chat.url (the chat link from the vendor's console) is required for ${c.vendor}`;
  }
}

const withQuery = (base: string, query: Record<string, string>) => {
  const url = new URL(base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.href;
};

/**
 * LiveChat's direct chat link (direct.lc.chat/<licence>/<group>); the visitor's name and a member
 * id as a session variable. The query names are LiveChat's pre-chat parameters as we read them;
 * decision 039 lists what could not be confirmed against a live account.
 */
function liveChat(c: ChatConfig): ChatVendor {
  return {
    name: 'LIVECHAT',
    linkFor: (l) =>
      withQuery(`https://direct.lc.chat/${c.licenseId ?? ''}/${c.group ?? ''}`, {
        name: l.username,
        params: `memberId=${l.memberId}&merchant=${l.merchantCode}`,
      }),
  };
}

/** Comm100's chat window for a site and campaign; COMM100VIP is the same window on the merchant's VIP campaign. */
function comm100(c: ChatConfig, name: 'COMM100' | 'COMM100VIP'): ChatVendor {
  const server = c.server ?? 'https://vue.comm100.com';
  return {
    name,
    linkFor: (l) =>
      withQuery(`${server.replace(/\/$/, '')}/chatwindow.aspx`, {
        siteId: c.siteId ?? '',
        planId: c.campaignId ?? '',
        visitorName: l.username,
        visitorId: `${l.merchantCode}-${l.memberId}`,
        language: l.language,
      }),
  };
}

/** AICAN and MIDUOKE issue a chat link in their console; the visitor's identity is added to it. */
function consoleLink(c: ChatConfig, name: 'AICAN' | 'MIDUOKE'): ChatVendor {
  return {
    name,
    linkFor: (l) =>
      withQuery(c.url ?? '', {
        visitorId: `${l.merchantCode}-${l.memberId}`,
        visitorName: l.username,
        language: l.language,
      }),
  };
}

export const LOCAL_CHAT_PATH = '/vendor/local/chat';

/** The platform's own chat (decision 039): a signed, expiring link to its conversation page. */
export function localChat(origin: string, key: string): ChatVendor {
  return {
    name: 'LOCAL',
    linkFor: (claims) => `${origin}${LOCAL_CHAT_PATH}?${new URLSearchParams({ t: signChatLink(key, claims) }).toString()}`,
  };
}

/** The merchant's chat vendor, or null when it has none or its configuration is incomplete. */
export function chatVendorFor(m: Merchant, origin: string, localKey: string): ChatVendor | null {
  if (chatProblem(m) !== null) return null;
  const c = m.chat;
  switch (c.vendor) {
    case null:
      return null;
    case 'LOCAL':
      return localChat(origin, localKey);
    case 'LIVECHAT':
      return liveChat(c);
    case 'COMM100':
    case 'COMM100VIP':
      return comm100(c, c.vendor);
    case 'AICAN':
    case 'MIDUOKE':
      return consoleLink(c, c.vendor);
  }
}
