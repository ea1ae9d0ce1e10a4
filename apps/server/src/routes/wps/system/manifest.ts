import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { installAssets, merchantOf } from '../../../install/assets.ts';
import { MANIFEST_PATH, webManifest } from '../../../install/manifest.ts';

/** GET /wps/system/manifest.json?merchantCode= (doc E §7): the merchant's Web App Manifest (decision 037). */
export default function manifest(app: FastifyInstance) {
  app.get<{ Querystring: { merchantCode?: string } }>(MANIFEST_PATH, async (request, reply) => {
    const merchant = merchantOf(app, request);
    const body = JSON.stringify(webManifest(merchant, installAssets(app).iconArt(merchant).version));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });
}
