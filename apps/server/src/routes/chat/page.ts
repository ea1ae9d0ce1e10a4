import type { FastifyReply } from 'fastify';
import { CHAT_MESSAGE_MAX } from '@portico/contract/chat';
import { RTL_LANGUAGES, type LanguageCode } from '@portico/contract/languages';
import { escapeHtml as h } from '../../http/html.ts';
import { sendHtmlPage } from '../../http/html-page.ts';
import type { ChatMessageView } from '../../chat/conversations.ts';
import { LOCAL_CHAT_PATH } from '../../chat/vendors.ts';
import type { ChatLabels } from './labels.ts';

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f9;color:#14202e}
header{background:#fff;border-block-start:.4rem solid var(--accent);padding:.75rem 1rem;display:flex;gap:1rem;align-items:center;justify-content:space-between;flex-wrap:wrap}
h1{font-size:1.25rem;margin:0}
main{max-inline-size:32rem;margin-inline:auto;padding:1rem}
.log{list-style:none;margin:0 0 1rem;padding:0;display:flex;flex-direction:column;gap:.5rem}
.msg{max-inline-size:85%;padding:.5rem .75rem;border-radius:.75rem;background:#fff;border:1px solid #c5ced8}
.msg p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.msg--member{align-self:flex-end;background:#e3efff;border-color:#9dbbe0}
.visually-hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.who{display:block;font-size:.8rem;font-weight:600;color:#3c4b5c}
label{display:block;font-weight:600;margin-block-end:.25rem}
textarea{font:inherit;inline-size:100%;box-sizing:border-box;min-block-size:5rem;padding:.5rem;border:1px solid #6a7889;border-radius:.5rem}
textarea[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;font-weight:600;min-block-size:1.5em;margin:.25rem 0}
button,a.back{font:inherit;display:inline-flex;align-items:center;min-block-size:2.75rem;padding:.5rem 1.25rem;border-radius:.5rem;border:0;background:#14202e;color:#fff;font-weight:700;cursor:pointer;text-decoration:none}
a.back{background:transparent;color:#14202e;border:1px solid #6a7889}
button:disabled{opacity:.6;cursor:default}
button:focus-visible,a:focus-visible,textarea:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
@media (prefers-reduced-motion:no-preference){.msg{transition:background .2s}}`;

export interface ChatPageView {
  token: string;
  lang: string;
  labels: ChatLabels;
  title: string;
  backUrl: string;
  headerColor: string;
  messages: ChatMessageView[];
}

function messageItem(m: ChatMessageView, labels: ChatLabels): string {
  return `<li class="msg msg--${m.author}"><span class="who">${h(m.author === 'agent' ? labels.agent : labels.you)}</span><p dir="auto">${h(m.body)}</p></li>`;
}

/** The page's own policy: its one script is a file of this site, which posts and polls here only. */
const directives = () => ["script-src 'self'", "connect-src 'self'", "form-action 'self'"];

function send(reply: FastifyReply, status: number, lang: string, dir: 'ltr' | 'rtl', title: string, body: string, accent = '#14202e') {
  const style = `:root{--accent:${/^#[0-9a-fA-F]{6}$/.test(accent) ? accent : '#14202e'}}${STYLE}`;
  return sendHtmlPage(reply, status, { lang, dir, title, style, body, referrerMeta: true, directives });
}

/** Right to left only when the labels are in that language (AR and UR fall back to English labels for now). */
const dirOf = (lang: string): 'ltr' | 'rtl' => (RTL_LANGUAGES.includes(lang.toUpperCase() as LanguageCode) ? 'rtl' : 'ltr');

export function sendChatPage(reply: FastifyReply, v: ChatPageView) {
  const { labels } = v;
  const last = v.messages.at(-1)?.id ?? 0;
  const scriptLabels = { you: labels.you, agent: labels.agent, required: labels.required, tooLong: labels.tooLong, failed: labels.failed, invalid: labels.invalid, expired: labels.expired };
  const items = v.messages.length > 0 ? v.messages.map((m) => messageItem(m, labels)).join('') : `<li id="chat-empty">${h(labels.empty)}</li>`;
  const body = `<header><h1>${h(labels.title)}</h1><a class="back" href="${h(v.backUrl)}">${h(labels.back)}</a></header>
<main id="chat" data-token="${h(v.token)}" data-base="${LOCAL_CHAT_PATH}" data-last="${last}" data-max="${CHAT_MESSAGE_MAX}" data-labels="${h(JSON.stringify(scriptLabels))}">
<p>${h(v.title)} — ${h(labels.intro)}</p>
<h2 class="visually-hidden" id="chat-log-title">${h(labels.log)}</h2>
<div role="log" aria-live="polite" aria-labelledby="chat-log-title"><ol id="chat-log" class="log">${items}</ol></div>
<form id="chat-form" method="post" action="${LOCAL_CHAT_PATH}/messages" novalidate>
<input type="hidden" name="t" value="${h(v.token)}">
<label for="chat-text">${h(labels.message)}</label>
<textarea id="chat-text" name="text" dir="auto" maxlength="${CHAT_MESSAGE_MAX}" aria-describedby="chat-text-error" required></textarea>
<p id="chat-text-error" class="error" role="alert"></p>
<button type="submit">${h(labels.send)}</button>
</form>
<p id="chat-status" role="status"></p>
</main>
<script src="${LOCAL_CHAT_PATH}/chat.js" defer></script>`;
  return send(reply, 200, v.lang, dirOf(v.lang), labels.title, body, v.headerColor);
}

/** The link is unusable (tampered, or expired): say so in the member's language when the link still tells it. */
export function sendRefusal(reply: FastifyReply, lang: string, labels: ChatLabels, message: string) {
  const body = `<header><h1>${h(labels.title)}</h1></header><main><p role="alert">${h(message)}</p><a class="back" href="/m/home">${h(labels.back)}</a></main>`;
  return send(reply, 403, lang, 'ltr', labels.title, body);
}
