import type { FastifyInstance } from 'fastify';
import { installAssets, merchantOf } from '../../../install/assets.ts';
import { PlatformError } from '../../../http/platform-error.ts';

/** A year: the address carries the art's version, so a changed icon is a new address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An address without the current version (an old page, a hand-typed URL) is kept an hour. */
const SHORT = 'public, max-age=3600';

/**
 * GET /wps/system/app-images/:file?merchantCode=&v= — the merchant's manifest icons (192–512, plain
 * and maskable), apple-touch icon and iPhone launch screens, rendered from its icon once per process
 * (decision 037), with an ETag.
 */
export default function appImages(app: FastifyInstance) {
  app.get<{ Params: { file: string }; Querystring: { merchantCode?: string; v?: string } }>('/wps/system/app-images/:file', async (request, reply) => {
    const merchant = merchantOf(app, request);
    const { iconArt, appImage } = installAssets(app);
    const pending = appImage(merchant, request.params.file);
    if (!pending) throw new PlatformError('install.image_unknown');
    const image = await pending;
    reply.header('etag', image.etag).header('cache-control', request.query.v === iconArt(merchant).version ? IMMUTABLE : SHORT);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type('image/png').send(image.png);
  });
}
