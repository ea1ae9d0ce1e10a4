import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lotteryDraws } from '../../../db/schema-games.ts';
import { catalogueGame } from '../../../games/catalogue.ts';
import { drawFromSeed, hitsOf, newSeed, parsePicks, PICKS } from '../../../games/lottery.ts';
import { findPlay, redeemTicket, type Refusal } from '../../../games/tickets.ts';
import { LOCAL_VENDOR_PATH } from '../../../games/vendor.ts';
import { escapeHtml as h } from '../../../http/html.ts';
import { backLink, balls, pickFieldset, sendPage } from './page.ts';

const REFUSALS: Record<Refusal, string> = {
  unknown: 'This game link is not valid. Open the game again from the site.',
  used: 'This game link has already been used. Open the game again from the site.',
  expired: 'This game link has expired. Open the game again from the site.',
  merchant: 'This game link belongs to another site. Open the game from the site you play on.',
};

interface PlayView {
  play: string;
  username: string;
  gameName: string;
  language: string;
  backUrl: string;
}

function playBody(v: PlayView, extra: string): string {
  return `<h1>${h(v.gameName)}</h1>
<p class="who"><span>Player: <strong>${h(v.username)}</strong></span><span>Language: <strong>${h(v.language)}</strong></span></p>
${extra}
<form method="post" action="${LOCAL_VENDOR_PATH}/lottery/draw">
<input type="hidden" name="play" value="${h(v.play)}">
${pickFieldset()}
<div class="actions"><button type="submit">Draw</button>${backLink(v.backUrl)}</div>
</form>`;
}

const stringOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** The stand-in vendor's lottery (decision 030): redeems the launch ticket, then records each draw. */
export default function lotteryPages(app: FastifyInstance) {
  const gameName = async (merchantCode: string, code: string) => (await catalogueGame(app.db, merchantCode, code))?.name ?? code;

  app.get(`${LOCAL_VENDOR_PATH}/lottery`, async (request: FastifyRequest<{ Querystring: { ticket?: string } }>, reply) => {
    const merchant = app.merchants.forPage(request);
    const ticket = stringOf(request.query.ticket);
    const result = ticket ? await redeemTicket(app.db, ticket, merchant.merchantCode) : { refused: 'unknown' as const };
    if ('refused' in result) {
      return sendPage(reply, 403, { title: 'Game link refused', body: `<h1>Game link refused</h1><p role="alert">${h(REFUSALS[result.refused])}</p>${backLink('/m/home')}` });
    }
    const view = { ...result, gameName: await gameName(merchant.merchantCode, result.gameCode) };
    return sendPage(reply, 200, { title: view.gameName, body: playBody(view, `<p>Pick ${PICKS} numbers and draw.</p>`) });
  });

  app.post(`${LOCAL_VENDOR_PATH}/lottery/draw`, async (request, reply) => {
    const merchant = app.merchants.forPage(request);
    const form = (request.body ?? {}) as Record<string, unknown>;
    const play = await findPlay(app.db, stringOf(form.play), merchant.merchantCode);
    if (!play) {
      return sendPage(reply, 403, { title: 'Game ended', body: `<h1>Game ended</h1><p role="alert">This game has ended. Open it again from the site.</p>${backLink('/m/home')}` });
    }
    const view = { play: stringOf(form.play), username: play.username, language: play.language, backUrl: play.backUrl, gameName: await gameName(merchant.merchantCode, play.gameCode) };
    const picks = parsePicks(form.picks);
    if (!picks) {
      return sendPage(reply, 400, { title: view.gameName, body: playBody(view, `<p class="error" role="alert">Pick exactly ${PICKS} different numbers.</p>`) });
    }
    const seed = newSeed();
    const drawn = drawFromSeed(seed);
    const hits = hitsOf(picks, drawn);
    const [row] = await app.db
      .insert(lotteryDraws)
      .values({ merchantCode: merchant.merchantCode, memberId: play.memberId, gameCode: play.gameCode, picks, drawn, hits, seed })
      .returning({ id: lotteryDraws.id });
    const result = `<section class="result" aria-live="polite"><h2>Draw ${row?.id ?? ''}</h2>${balls('Your numbers', picks)}${balls('Drawn numbers', drawn)}<p><strong>You matched ${hits} of ${PICKS}.</strong></p></section>`;
    return sendPage(reply, 200, { title: `${view.gameName}: draw`, body: playBody(view, result) });
  });
}
