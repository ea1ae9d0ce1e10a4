import type { FastifyInstance } from 'fastify';
import { gameLanesEndpoint, gameMatchEndpoint, gameVendorsEndpoint, foldVendor } from '@portico/contract/games';
import { catalogueGames, catalogueLanes, catalogueVendors, summaryOf } from '../../../games/catalogue.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** Doc E §7 game relays over the operator's catalogue (decision 030): vendors, games, lanes. */
export default function gameRelays(app: FastifyInstance) {
  registerEndpoint(app, gameVendorsEndpoint, async ({ merchant }) =>
    (await catalogueVendors(app.db, merchant.merchantCode)).map(({ vendor, displayName, platform }) => ({ vendor, displayName, platform })),
  );
  registerEndpoint(app, gameMatchEndpoint, async ({ merchant, query }) => {
    const vendor = query.vendor ? foldVendor(query.vendor) : null;
    const games = (await catalogueGames(app.db, merchant.merchantCode)).map(summaryOf);
    return games.filter((g) => (!vendor || g.vendor === vendor) && (!query.lane || g.lane === query.lane));
  });
  registerEndpoint(app, gameLanesEndpoint, async ({ merchant }) => ({ lanes: await catalogueLanes(app.db, merchant.merchantCode) }));
}
