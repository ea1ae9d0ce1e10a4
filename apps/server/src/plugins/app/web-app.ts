import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from '../plugin.ts';
import { publicSettings } from '../../merchants/public-settings.ts';
import type { Merchant } from '../../merchants/schema.ts';

export interface WebApp {
  /** index.html with the request's merchant and its public settings filled in, or 503 when the web app is not built. */
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webApp: WebApp;
  }
}

const MERCHANT_META = /<meta\s+name="portico-merchant"\s+content="[^"]*"\s*\/?>/;
const SETTINGS_SLOT = '<!--portico-settings-->';
// JSON inside <script> must not be able to close the element or open a comment.
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export default sharedPlugin('web-app', async (app) => {
  const indexPath = path.join(app.config.WEB_DIST, 'index.html');
  // Per merchant, keyed by the file's mtime so a rebuild under a running server is picked up.
  const cache = new Map<string, { mtimeMs: number; html: string }>();

  async function render(merchant: Merchant): Promise<string | null> {
    const { merchantCode } = merchant;
    const info = await stat(indexPath).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(merchantCode);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.html;
    const source = await readFile(indexPath, 'utf8');
    const html = source
      .replace(MERCHANT_META, `<meta name="portico-merchant" content="${escapeHtml(merchantCode)}" />`)
      .replace(
        SETTINGS_SLOT,
        `<script id="portico-settings" type="application/json">${scriptSafeJson(publicSettings(merchant))}</script>`,
      );
    cache.set(merchantCode, { mtimeMs: info.mtimeMs, html });
    return html;
  }

  app.decorate('webApp', {
    async sendIndex(request, reply) {
      const html = await render(app.merchants.forPage(request));
      if (html === null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('Portico web app is not built: run npm run build');
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  } satisfies WebApp);

  app.get('/', (_request, reply) => reply.redirect('/m/'));
  app.get('/m', (_request, reply) => reply.redirect('/m/'));
  app.get('/m/', (request, reply) => app.webApp.sendIndex(request, reply));
});
