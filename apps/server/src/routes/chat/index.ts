import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { CHAT_MESSAGE_MAX } from '@portico/contract/chat';
import { requestParagraphs } from '@portico/contract/text';
import { addMessage, conversationOf, markRead, messagesOf } from '../../chat/conversations.ts';
import { verifyChatLink, type ChatLinkClaims } from '../../chat/link-token.ts';
import { LOCAL_CHAT_PATH } from '../../chat/vendors.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { parseForm } from '../vendor/index.ts';
import { chatLabels } from './labels.ts';
import { sendChatPage, sendRefusal } from './page.ts';
import { CHAT_SCRIPT, CHAT_SCRIPT_ETAG } from './script.ts';
import { int4Text } from '@portico/contract/bounds';

const messageBody = z.object({ t: z.string().check(z.maxLength(4096)), text: requestParagraphs(CHAT_MESSAGE_MAX).check(z.minLength(1, 'Write a message first.')) });
const pollQuery = z.object({ t: z.string().check(z.maxLength(4096)), after: z.optional(int4Text(0)), read: z.optional(z.literal('1')) });

/**
 * The local chat vendor's pages (issue 14, decision 039): the member's conversation at the link
 * CBS_launchChat signs, its messages as JSON for the page's script, and the script itself. Served
 * with DEV_ROUTES or when a merchant runs its chat on the local vendor (plugins/app/chat.ts).
 */
export function registerLocalChat(app: FastifyInstance): void {
  if (!app.chat.localServed) return;
  void app.register(async (chat) => {
    chat.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(body.toString()));
    });

    /** The link's member, for this page's merchant only; refusals are the chat's own codes. */
    const claimsOf = (request: FastifyRequest, token: string): ChatLinkClaims => {
      const check = verifyChatLink(app.chat.linkKey, token);
      if ('refused' in check) throw new PlatformError(check.refused === 'expired' ? 'chat.link_expired' : 'chat.link_invalid');
      if (check.claims.merchantCode !== app.merchants.forPage(request).merchantCode) throw new PlatformError('chat.link_invalid');
      return check.claims;
    };
    const conversation = (c: ChatLinkClaims) => conversationOf(app.db, { merchantCode: c.merchantCode, memberId: c.memberId, username: c.username, language: c.language });

    chat.get(LOCAL_CHAT_PATH, async (request: FastifyRequest<{ Querystring: { t?: string } }>, reply) => {
      const token = typeof request.query.t === 'string' ? request.query.t : '';
      const check = verifyChatLink(app.chat.linkKey, token);
      const merchantCode = app.merchants.forPage(request).merchantCode;
      if ('refused' in check || check.claims.merchantCode !== merchantCode) {
        const { labels, lang } = chatLabels('EN');
        return sendRefusal(reply, lang, labels, 'refused' in check && check.refused === 'expired' ? labels.expired : labels.invalid);
      }
      const c = check.claims;
      const row = await conversation(c);
      // Opening the page is reading it: the badge on the site goes back to 0.
      if ((await markRead(app.db, row.id)) > 0) app.chat.unread.changed(c.merchantCode, c.memberId);
      const { labels, lang } = chatLabels(c.language);
      return sendChatPage(reply, { token, lang, labels, title: c.title, backUrl: c.backUrl, headerColor: c.headerColor, messages: await messagesOf(app.db, row.id) });
    });

    chat.get(`${LOCAL_CHAT_PATH}/chat.js`, async (request, reply) => {
      reply.header('etag', CHAT_SCRIPT_ETAG).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === CHAT_SCRIPT_ETAG) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(CHAT_SCRIPT);
    });

    chat.get(`${LOCAL_CHAT_PATH}/messages`, async (request, reply) => {
      const query = parse(pollQuery, request.query);
      const row = await conversation(claimsOf(request, query.t));
      if (query.read && (await markRead(app.db, row.id)) > 0) app.chat.unread.changed(row.merchantCode, row.memberId);
      reply.header('cache-control', 'no-store');
      return { success: true, value: { messages: await messagesOf(app.db, row.id, query.after ?? 0) } };
    });

    chat.post(`${LOCAL_CHAT_PATH}/messages`, async (request, reply) => {
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      const body = parse(messageBody, request.body);
      const row = await conversation(claimsOf(request, body.t));
      const message = await addMessage(app.db, row.id, 'member', body.text);
      // Without the script the form posts here: back to the conversation, which shows the message.
      if (form) return reply.redirect(`${LOCAL_CHAT_PATH}?${new URLSearchParams({ t: body.t }).toString()}`, 303);
      reply.header('cache-control', 'no-store');
      return { success: true, value: { message } };
    });
  });
}

function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  throw new PlatformError('request.invalid', {
    fieldErrors: parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message })),
  });
}
