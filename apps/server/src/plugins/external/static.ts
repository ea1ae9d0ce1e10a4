import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { sharedPlugin } from '../plugin.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files of the built web app under /m/. index.html is never served from here: it goes through the
 * not-found handler's SPA fallback, which fills in the merchant.
 */
export default sharedPlugin('static', async (app) => {
  const assets = path.join(app.config.WEB_DIST, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: app.config.WEB_DIST,
    prefix: '/m/',
    index: false,
    redirect: false,
    wildcard: true,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): served by
    // Accept-Encoding with no compression work per request.
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('/index.html'),
    setHeaders(reply, filePath) {
      // Vite hashes everything in assets/, so a name never changes content; the rest must revalidate.
      reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
    },
  });
});
