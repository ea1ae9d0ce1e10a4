import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';
import { requestText } from './text.ts';

/* Customer-service chat (doc E §3 "Chat responses", §4 Chat, §7; decision 039). */

/** Doc E §9: the chat widget retries at 500 ms, 1 s and 3 s. */
export const CHAT_RETRY_DELAYS_MS = [500, 1000, 3000] as const;
/** Doc E §9: the chat's language when the player's is not known. */
export const CHAT_DEFAULT_LANGUAGE = 'CN';
/** Issue 14 "Performance": the unread count is asked at most once a minute. */
export const CHAT_UNREAD_POLL_MS = 60_000;
/** The longest message a member or an agent can send in the local chat. */
export const CHAT_MESSAGE_MAX = 1000;

const languageCode = z.enum(LANGUAGES as unknown as [LanguageCode, ...LanguageCode[]]);

export const launchChat = z.object({
  /** Doc E §7: b2c=1 (the chat opens from the player's site). */
  b2c: z.optional(z.union([z.literal(1), z.literal('1'), z.boolean()])),
  title: z.optional(requestText(80)),
  /** Where the chat page's back link goes: a path on this site or an allowed origin. */
  backUrl: z.optional(requestText(2000)),
  language: z.optional(languageCode),
  headerColor: z.optional(requestText(7).check(z.regex(/^#[0-9a-fA-F]{6}$/))),
});
export type LaunchChat = z.infer<typeof launchChat>;

export const launchChatEndpoint = defineEndpoint({
  id: 'relay.CBS_launchChat',
  methods: ['POST'],
  path: '/wps/relay/CBS_launchChat',
  summary: "The link to the merchant's chat vendor for the signed-in member (type 4 refused: no_permissions)",
  auth: 'required',
  encrypted: false,
  body: launchChat,
  value: z.object({ chatUrl: z.string() }),
});

export const unreadCountEndpoint = defineEndpoint({
  id: 'relay.CBS_unreadCount',
  methods: ['GET'],
  path: '/wps/relay/CBS_unreadCount',
  summary: "Agent messages the signed-in member has not read yet (type 4 refused: no_permissions)",
  auth: 'required',
  encrypted: false,
  value: z.object({ unReadCount: z.number() }),
});

/**
 * The local chat vendor pushes the unread count (issue 31, decision 057): a browser's EventSource
 * cannot send the Authorization header, so the member first asks for a short-lived ticket bound to
 * the session, then opens `UNREAD_EVENTS_PATH?ticket=…`. Each `unread` event's data is
 * `{"unReadCount": n}`. Other vendors keep the once-a-minute poll.
 */
export const UNREAD_EVENTS_PATH = '/wps/relay/CBS_unreadCountEvents';
/** The stream's event name. */
export const UNREAD_EVENT = 'unread';

export const unreadTicketEndpoint = defineEndpoint({
  id: 'relay.CBS_unreadCountTicket',
  methods: ['POST'],
  path: '/wps/relay/CBS_unreadCountTicket',
  summary: "A ticket (60 s) that opens the member's unread-count stream; local chat vendor only (type 4: no_permissions, other vendors: chat.unavailable)",
  auth: 'required',
  encrypted: false,
  value: z.object({ ticket: z.string() }),
});
