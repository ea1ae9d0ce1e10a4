import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '@portico/contract/chat';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@portico/contract/text';
import { addMessage, conversationsOf, findConversation, messagesOf } from '../../chat/conversations.ts';
import { requireAdmin } from '../../http/admin-auth.ts';
import { adminMerchantCode, parseAdmin } from './admin-input.ts';
import { int4Text } from '@portico/contract/bounds';

const merchantQuery = z.strictObject({ merchantCode: z.string().min(1) });
const idParams = z.strictObject({ id: int4Text() });
const replyBody = z.strictObject({
  merchantCode: z.string().min(1),
  text: z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'Write a reply first.')
        .max(CHAT_MESSAGE_MAX)
        .refine((s) => !hasControlCharacter(s.replace(/\n/g, ' ')), CONTROL_CHARACTER_MESSAGE),
    ),
});

/**
 * The local chat's operator view (issue 14, decision 039), behind ADMIN_TOKEN and used by
 * `npm run chat`: list a merchant's conversations, read one, reply as an agent. Reading here marks
 * nothing read: only the member's own page does.
 */
export default function adminChat(app: FastifyInstance) {
  app.get('/admin/chat/conversations', async (request, reply) => {
    await requireAdmin(app, request);
    const merchantCode = adminMerchantCode(app, parseAdmin(merchantQuery, request.query).merchantCode);
    reply.header('cache-control', 'no-store');
    return { success: true, value: await conversationsOf(app.db, merchantCode) };
  });

  app.get('/admin/chat/conversations/:id', async (request, reply) => {
    await requireAdmin(app, request);
    const { id } = parseAdmin(idParams, request.params);
    const merchantCode = adminMerchantCode(app, parseAdmin(merchantQuery, request.query).merchantCode);
    const conversation = await findConversation(app.db, merchantCode, id);
    reply.header('cache-control', 'no-store');
    return { success: true, value: { ...conversation, messages: await messagesOf(app.db, conversation.id, 0, 500) } };
  });

  app.post('/admin/chat/conversations/:id/reply', async (request, reply) => {
    await requireAdmin(app, request);
    const { id } = parseAdmin(idParams, request.params);
    const body = parseAdmin(replyBody, request.body);
    const conversation = await findConversation(app.db, adminMerchantCode(app, body.merchantCode), id);
    const message = await addMessage(app.db, conversation.id, 'agent', body.text);
    // The member's open pages show the new count at once (decision 057).
    app.chat.unread.changed(conversation.merchantCode, conversation.memberId);
    request.log.info({ merchantCode: conversation.merchantCode, conversationId: id, ip: request.ip }, 'agent replied in the local chat');
    reply.header('cache-control', 'no-store');
    return { success: true, value: message };
  });
}
