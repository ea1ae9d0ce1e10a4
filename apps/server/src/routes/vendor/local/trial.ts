import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueGame } from '../../../games/catalogue.ts';
import { PICKS, POOL } from '../../../games/lottery.ts';
import { LOCAL_VENDOR_PATH } from '../../../games/vendor.ts';
import { escapeHtml as h, jsonForScript } from '../../../http/html.ts';
import { pickFieldset, sendPage } from './page.ts';

export const DEMO_CREDIT = 1000;
export const DEMO_STAKE = 10;

/**
 * The demo round runs in the page: demo credit, nothing sent back, nothing recorded. The draw
 * uses the browser's crypto; a match pays the stake times the hits.
 */
const script = (cfg: { pool: number; picks: number; stake: number; credit: number }) => `
const cfg = ${jsonForScript(cfg)};
let credit = cfg.credit;
const form = document.getElementById('trial');
const out = document.getElementById('outcome');
const creditEl = document.getElementById('credit');
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const picks = [...form.querySelectorAll('input[name=picks]:checked')].map((i) => Number(i.value));
  if (picks.length !== cfg.picks) { out.textContent = 'Pick exactly ' + cfg.picks + ' numbers.'; return; }
  if (credit < cfg.stake) { out.textContent = 'Your demo credit is used up. Reload to start again.'; return; }
  const pool = Array.from({ length: cfg.pool }, (_, i) => i + 1);
  const drawn = [];
  while (drawn.length < cfg.picks) {
    const r = new Uint32Array(1); crypto.getRandomValues(r);
    drawn.push(pool.splice(r[0] % pool.length, 1)[0]);
  }
  drawn.sort((a, b) => a - b);
  const hits = picks.filter((n) => drawn.includes(n)).length;
  credit += hits * cfg.stake - cfg.stake;
  creditEl.textContent = String(credit);
  out.textContent = 'Drawn: ' + drawn.join(', ') + '. You matched ' + hits + ' of ' + cfg.picks + '.';
});`;

/** The stand-in vendor's trial (demo) page, shown in the web app's trial frame. */
export default function trialPage(app: FastifyInstance) {
  app.get(`${LOCAL_VENDOR_PATH}/trial`, async (request: FastifyRequest<{ Querystring: { game?: string; lang?: string } }>, reply) => {
    const merchant = app.merchants.forPage(request);
    const code = typeof request.query.game === 'string' ? request.query.game : '';
    const game = code ? await catalogueGame(app.db, merchant.merchantCode, code) : null;
    if (!game || game.kind !== 'trial') {
      return sendPage(reply, 404, { title: 'Game not available', framable: true, body: '<h1>Game not available</h1><p role="alert">This game has no trial version any more.</p>' });
    }
    const language = typeof request.query.lang === 'string' && /^[A-Za-z-]{2,5}$/.test(request.query.lang) ? request.query.lang.toUpperCase() : 'EN';
    const body = `<h1>${h(game.name)} (demo)</h1>
<p class="who"><span>Demo credit: <strong id="credit">${DEMO_CREDIT}</strong></span><span>Language: <strong>${h(language)}</strong></span></p>
<p>Each draw costs ${DEMO_STAKE} demo credit; every matched number pays ${DEMO_STAKE}.</p>
<form id="trial">${pickFieldset()}<div class="actions"><button type="submit">Draw</button></div></form>
<p id="outcome" class="result" role="status" aria-live="polite">Pick ${PICKS} numbers and draw.</p>`;
    return sendPage(reply, 200, {
      title: `${game.name} (demo)`,
      framable: true,
      body,
      script: script({ pool: POOL, picks: PICKS, stake: DEMO_STAKE, credit: DEMO_CREDIT }),
    });
  });
}
