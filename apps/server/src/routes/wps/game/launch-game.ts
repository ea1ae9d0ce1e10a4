import type { FastifyInstance } from 'fastify';
import { launchGameEndpoint } from '@portico/contract/games';
import { catalogueGame } from '../../../games/catalogue.ts';
import { issueTicket, safeBackPath } from '../../../games/tickets.ts';
import { originOf, vendorFor } from '../../../games/vendor.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';

/** Doc E §7 lottery launch: the member's game URL with a single-use launch ticket (decision 030). */
export default function launchGameRoute(app: FastifyInstance) {
  registerEndpoint(app, launchGameEndpoint, async ({ request, merchant, body, requireSession }) => {
    const { member } = requireSession();
    const game = await catalogueGame(app.db, merchant.merchantCode, body.lottoGameCode);
    if (!game || game.kind !== 'lottery') throw new PlatformError('game.not_found');
    const origin = originOf(request);
    const vendor = vendorFor(app.config, origin);
    if (!vendor) throw new PlatformError('game.vendor_unavailable');
    const ticket = await issueTicket(app.db, {
      merchantCode: merchant.merchantCode,
      memberId: member.id,
      gameCode: game.code,
      language: (body.language ?? 'VI').toUpperCase(),
      backUrl: safeBackPath(body.backUrl, origin),
      lottoView: body.lottoView,
    });
    return { gameUrl: vendor.lotteryUrl({ ticket }) };
  });
}
