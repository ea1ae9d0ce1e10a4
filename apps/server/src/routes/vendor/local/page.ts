import type { FastifyReply } from 'fastify';
import { escapeHtml as h } from '../../../http/html.ts';
import { sendHtmlPage } from '../../../http/html-page.ts';
import { PICKS, POOL } from '../../../games/lottery.ts';

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#10263f;color:#f4f6f9}
main{max-inline-size:26rem;margin-inline:auto;padding:1rem}
h1{font-size:1.35rem;margin-block:0 .25rem}p{margin-block:.5rem}
.who{display:flex;gap:1rem;flex-wrap:wrap;color:#d5dde6}
fieldset{border:1px solid #6f86a0;border-radius:.5rem;margin:1rem 0;padding:.75rem}
legend{font-weight:600;padding-inline:.25rem}
.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:.5rem}
.grid label{display:flex;align-items:center;justify-content:center;gap:.25rem;min-block-size:2.75rem;border:1px solid #6f86a0;border-radius:.5rem;background:#1b3a5c;cursor:pointer}
.grid input{inline-size:1.1rem;block-size:1.1rem}
button,a.back{font:inherit;display:inline-block;min-block-size:2.75rem;padding:.5rem 1.25rem;border-radius:.5rem;border:0;background:#f5a524;color:#10263f;font-weight:700;cursor:pointer;text-decoration:none}
a.back{background:transparent;color:#f4f6f9;border:1px solid #d5dde6}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #fff;outline-offset:2px}
.result{background:#1b3a5c;border-radius:.5rem;padding:.75rem;margin-block:1rem}
.balls{display:flex;gap:.5rem;list-style:none;padding:0;margin:.5rem 0}
.balls li{inline-size:2.5rem;block-size:2.5rem;border-radius:50%;background:#f4f6f9;color:#10263f;display:grid;place-items:center;font-weight:700}
.error{color:#ffb4ab;font-weight:600}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;align-items:center}`;

/**
 * Every stand-in page runs with its own strict policy: its one style and script carry a nonce,
 * forms post only here. Lottery pages are never framed; trial pages only by this site's web app.
 */
export function sendPage(reply: FastifyReply, status: number, page: { title: string; body: string; script?: string; framable?: boolean; lang?: string }) {
  return sendHtmlPage(reply, status, {
    lang: page.lang ?? 'en',
    title: page.title,
    style: STYLE,
    body: `<main>\n${page.body}\n</main>`,
    script: page.script,
    directives: (nonce) => [`script-src 'nonce-${nonce}'`, "img-src 'self' data:", "form-action 'self'"],
    framedBy: page.framable ? "'self'" : undefined,
  });
}

/** The pick grid: PICKS of 1..POOL, each a labelled checkbox (keyboard and screen reader operable). */
export function pickFieldset(checked: number[] = []): string {
  const boxes = Array.from({ length: POOL }, (_, i) => i + 1)
    .map((n) => `<label><input type="checkbox" name="picks" value="${n}"${checked.includes(n) ? ' checked' : ''}>${n}</label>`)
    .join('');
  return `<fieldset><legend>Pick ${PICKS} numbers from 1 to ${POOL}</legend><div class="grid">${boxes}</div></fieldset>`;
}

export const balls = (label: string, numbers: number[]) =>
  `<p>${h(label)}</p><ul class="balls" aria-label="${h(label)}">${numbers.map((n) => `<li>${n}</li>`).join('')}</ul>`;

export const backLink = (href: string) => `<a class="back" href="${h(href)}">Back</a>`;
