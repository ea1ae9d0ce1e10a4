import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trialLaunchEndpoint, trialLaunchGetEndpoint, type TrialLaunch } from '@portico/contract/games';
import { foldVendor } from '@portico/contract/games';
import { catalogueGame, vendorRow } from '../../../games/catalogue.ts';
import { originOf, vendorFor } from '../../../games/vendor.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import type { Merchant } from '../../../merchants/schema.ts';

/** Doc E §7 trial launch, POST and its synchronous GET variant: a demo URL, no sign-in. */
export default function trialLaunchRoute(app: FastifyInstance) {
  async function launch(request: FastifyRequest, merchant: Merchant, input: TrialLaunch) {
    const game = await catalogueGame(app.db, merchant.merchantCode, input.gameId);
    if (!game) throw new PlatformError('game.not_found');
    if (game.kind !== 'trial') throw new PlatformError('game.trial_unavailable');
    const vendor = vendorFor(app.config, originOf(request));
    if (!vendor) throw new PlatformError('game.vendor_unavailable');
    const header = request.headers.language;
    const language = (typeof header === 'string' && /^[A-Za-z-]{2,5}$/.test(header) ? header : merchant.defaultLanguage).toUpperCase();
    const row = await vendorRow(app.db, merchant.merchantCode, game.vendor);
    return { gameUrl: vendor.trialUrl({ gameCode: game.code, language }), vendor: foldVendor(game.vendor), sandbox: row?.trialSandbox ?? null };
  }
  registerEndpoint(app, trialLaunchEndpoint, ({ request, merchant, body }) => launch(request, merchant, body));
  registerEndpoint(app, trialLaunchGetEndpoint, ({ request, merchant, query }) => launch(request, merchant, query));
}
