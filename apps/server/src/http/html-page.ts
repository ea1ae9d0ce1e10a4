import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml as h } from './html.ts';

/** A page the platform renders itself (the local chat, identity provider and game vendor stand-ins). */
export interface HtmlPage {
  lang: string;
  /** Written only when given (the chat follows the member's language; the stand-ins are English). */
  dir?: 'ltr' | 'rtl';
  title: string;
  /** The page's CSS: the one <style>, carrying the nonce. */
  style: string;
  /** What <body> holds. */
  body: string;
  /** An inline script after the body's content, carrying the nonce. */
  script?: string;
  /** Adds <meta name="referrer" content="no-referrer"> (the chat page, whose links leave for the web app). */
  referrerMeta?: boolean;
  /** The policy's directives between style-src and base-uri: what the page may run, load, connect and post to. */
  directives: (nonce: string) => string[];
  /** frame-ancestors; 'none' unless the page is meant to be framed. */
  framedBy?: string;
}

/**
 * Sends a page with its own strict policy: nothing loads from elsewhere unless `directives` says so,
 * the style (and inline script) carry a fresh nonce, no base, no framing unless asked, never cached,
 * no referrer.
 */
export function sendHtmlPage(reply: FastifyReply, status: number, page: HtmlPage) {
  const nonce = randomBytes(16).toString('base64');
  const csp = ["default-src 'none'", `style-src 'nonce-${nonce}'`, ...page.directives(nonce), "base-uri 'none'", `frame-ancestors ${page.framedBy ?? "'none'"}`].join('; ');
  const html = `<!doctype html>
<html lang="${h(page.lang)}"${page.dir ? ` dir="${page.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.referrerMeta ? '<meta name="referrer" content="no-referrer">\n' : ''}<title>${h(page.title)}</title>
<style nonce="${nonce}">${page.style}</style>
</head>
<body>
${page.body}${page.script ? `\n<script nonce="${nonce}">${page.script}</script>` : ''}
</body>
</html>`;
  return reply
    .code(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
