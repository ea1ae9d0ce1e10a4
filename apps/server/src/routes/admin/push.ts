import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pushPayload, pushTopic } from '@portico/contract/push';
import { members } from '../../db/schema.ts';
import { requireAdmin } from '../../http/admin-auth.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { deliver } from '../../push/deliver.ts';
import { tokensOfMember, tokensOfTopic, topicsOf } from '../../push/token-store.ts';
import { adminMerchant, parseAdmin } from './admin-input.ts';

const target = { merchantCode: z.string().min(1), member: z.string().min(1).max(64).optional(), topic: z.optional(pushTopic) };
const sendBody = z
  .strictObject({ ...target, payload: pushPayload })
  .refine((b) => (b.member === undefined) !== (b.topic === undefined), { message: 'name a member or a topic (one of them)', path: ['member'] });
const tokensQuery = z.strictObject({ merchantCode: z.string().min(1), member: z.string().min(1).max(64) });

/**
 * The operator's push (issue 14, decision 038), behind ADMIN_TOKEN and used by `npm run push`:
 * send to a member's devices or a topic, and list a member's tokens. The answer reports what the
 * push service did (delivered, removed as gone, failed after the bounded retries).
 */
export default function adminPush(app: FastifyInstance) {
  async function memberId(merchantCode: string, username: string): Promise<number> {
    const [row] = await app.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, merchantCode), eq(members.username, username.toLowerCase())))
      .limit(1);
    if (!row) throw new PlatformError('request.invalid', { fieldErrors: [{ field: 'member', message: 'no member of this name' }] });
    return row.id;
  }

  app.post('/admin/push/send', async (request, reply) => {
    await requireAdmin(app, request);
    const body = parseAdmin(sendBody, request.body);
    const merchant = adminMerchant(app, body.merchantCode);
    const sender = app.push.senderOf(merchant);
    if (!sender) throw new PlatformError('push.unavailable');
    const { merchantCode } = merchant;
    const tokens = body.member
      ? await tokensOfMember(app.db, merchantCode, await memberId(merchantCode, body.member))
      : await tokensOfTopic(app.db, merchantCode, body.topic!);
    const report = await deliver(app.db, request.log, sender, tokens, body.payload);
    request.log.info({ merchantCode, to: body.member ? 'member' : `topic ${body.topic}`, adapter: sender.kind, ...report, ip: request.ip }, 'operator sent a push');
    reply.header('cache-control', 'no-store');
    return { success: true, value: report };
  });

  app.get('/admin/push/tokens', async (request, reply) => {
    await requireAdmin(app, request);
    const query = parseAdmin(tokensQuery, request.query);
    const { merchantCode } = adminMerchant(app, query.merchantCode);
    const tokens = await tokensOfMember(app.db, merchantCode, await memberId(merchantCode, query.member));
    const topics = await topicsOf(app.db, tokens.map((t) => t.id));
    reply.header('cache-control', 'no-store');
    return { success: true, value: tokens.map((t) => ({ id: t.id, provider: t.provider, token: t.token, topics: topics.get(t.id) ?? [] })) };
  });
}
