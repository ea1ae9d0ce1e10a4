import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentKind, CONTENT_KINDS } from '../../content/kinds.ts';
import type { ContentKind } from '../../content/kind.ts';
import { contentStore, viewOf } from '../../content/store.ts';
import { requireAdmin } from '../../http/admin-auth.ts';
import { PlatformError } from '../../http/platform-error.ts';
import { adminMerchantCode, parseAdmin } from './admin-input.ts';
import { int4Text } from '@portico/contract/bounds';

const merchantQuery = z.strictObject({ merchantCode: z.string().min(1) });
const writeBody = z.strictObject({ merchantCode: z.string().min(1), item: z.unknown() });
const params = z.object({ kind: z.string(), id: z.optional(int4Text()) });

/**
 * Operator content (decision 027): one set of endpoints for every kind in content/kinds.ts.
 * GET lists a merchant's rows, POST adds one, PATCH changes fields of one, DELETE removes one;
 * every write is validated by the kind's schema and answered with the stored row.
 */
export default function adminContent(app: FastifyInstance) {
  const merchantOf = (code: string) => adminMerchantCode(app, code);
  const target = async (request: FastifyRequest) => {
    await requireAdmin(app, request);
    const { kind: name, id } = parseAdmin(params, request.params);
    const kind: ContentKind | undefined = contentKind(name);
    if (!kind) throw new PlatformError('content.kind_unknown');
    return { kind, id: id ?? 0, store: contentStore(app.db, kind) };
  };
  const done = (request: FastifyRequest, action: string, kind: ContentKind, merchantCode: string, id: number) =>
    request.log.info({ merchantCode, kind: kind.name, id, action, ip: request.ip }, 'operator changed content');

  app.get('/admin/content', async (request) => {
    await requireAdmin(app, request);
    return { success: true, value: CONTENT_KINDS.map((k) => ({ name: k.name, summary: k.summary, fields: Object.keys(k.input.shape) })) };
  });

  app.get('/admin/content/:kind', async (request) => {
    const { kind, store } = await target(request);
    const merchantCode = merchantOf(parseAdmin(merchantQuery, request.query).merchantCode);
    return { success: true, value: (await store.list(merchantCode)).map((row) => viewOf(kind, row)) };
  });

  app.post('/admin/content/:kind', async (request) => {
    const { kind, store } = await target(request);
    const body = parseAdmin(writeBody, request.body);
    const merchantCode = merchantOf(body.merchantCode);
    const row = await store.add(merchantCode, body.item);
    done(request, 'add', kind, merchantCode, row.id);
    return { success: true, value: viewOf(kind, row) };
  });

  app.patch('/admin/content/:kind/:id', async (request) => {
    const { kind, id, store } = await target(request);
    const body = parseAdmin(writeBody, request.body);
    const merchantCode = merchantOf(body.merchantCode);
    const row = await store.change(merchantCode, id, body.item);
    done(request, 'change', kind, merchantCode, id);
    return { success: true, value: viewOf(kind, row) };
  });

  app.delete('/admin/content/:kind/:id', async (request) => {
    const { kind, id, store } = await target(request);
    const merchantCode = merchantOf(parseAdmin(merchantQuery, request.query).merchantCode);
    await store.remove(merchantCode, id);
    done(request, 'remove', kind, merchantCode, id);
    return { success: true, value: { id } };
  });
}
