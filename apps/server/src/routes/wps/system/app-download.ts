import type { FastifyInstance } from 'fastify';
import { APP_DOWNLOAD_PATH } from '@portico/contract/install';
import { PlatformError } from '../../../http/platform-error.ts';
import { merchantOf } from '../../../install/assets.ts';
import { downloadResourcesFor } from '../../../install/download-resources.ts';
import { originOf } from '../../../games/vendor.ts';

const TYPE_OF = { android: 'Android', ios: 'IOS' } as const;

/**
 * GET /wps/system/app-download?platform=android|ios&merchantCode= — the app-upgrade's redirect page
 * for wrappers older than 2.4.39 (doc E §4; decision 037): one fixed address that always leads to the
 * operator's current link for this host, so an old wrapper that hands the address to the system
 * browser never keeps a stale one. No link → merchant's app is not offered: install.app_unavailable.
 */
export default function appDownload(app: FastifyInstance) {
  app.get<{ Querystring: { platform?: string; merchantCode?: string } }>(APP_DOWNLOAD_PATH, async (request, reply) => {
    const merchant = merchantOf(app, request);
    const platform = request.query.platform === 'ios' ? 'ios' : request.query.platform === 'android' ? 'android' : null;
    if (!platform) throw new PlatformError('request.invalid', { fieldErrors: [{ field: 'platform', message: 'android or ios' }] });
    const resources = await downloadResourcesFor(app.db, merchant.merchantCode, request.hostname.toLowerCase(), originOf(request));
    const url = resources.find((r) => r.resourceType === TYPE_OF[platform] && /^https?:\/\//i.test(r.url))?.url;
    if (!url) throw new PlatformError('install.app_unavailable');
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });
}
