import type { FastifyReply } from 'fastify';
import { LOCAL_ONE_TAP_CLOSED, type LocalIdpResult } from '@portico/contract/identity';
import { CHANNEL_NAMES, type Channel } from '../../../auth/local-idp.ts';
import { escapeHtml as h, jsonForScript } from '../../../http/html.ts';
import { sendHtmlPage } from '../../../http/html-page.ts';

/** What the sign-in forms carry from the opening request to the post. */
export interface SignInParams {
  channel: Channel;
  mode: 'popup' | 'redirect' | 'onetap';
  state: string;
  return_to: string;
  merchant: string;
}

export interface ListedIdentity {
  email: string;
  name: string;
  /** Username of the member the identity is linked to in this merchant, or null. */
  linkedTo: string | null;
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f9;color:#1b1f24}
main{max-inline-size:28rem;margin-inline:auto;padding:1.5rem 1rem}
h1{font-size:1.4rem;margin-block:0 .5rem}h2{font-size:1.1rem;margin-block:1.5rem .5rem}
ul{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
button{font:inherit;inline-size:100%;min-block-size:3rem;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #9aa5b1;background:#fff;color:inherit;text-align:start;cursor:pointer}
button.primary{background:#0b4fa8;border-color:#0b4fa8;color:#fff;text-align:center}
button:focus-visible,input:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
.who{display:block;font-weight:600}.detail{display:block;font-size:.9rem;color:#4a5561}
label{display:block;margin-block-start:.75rem;font-weight:600}
input{font:inherit;box-sizing:border-box;inline-size:100%;padding:.5rem;border:1px solid #9aa5b1;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b3261e}.error{color:#b3261e;margin:.25rem 0 0}
.cancel{margin-block-start:1.5rem}`;

/** A page of the provider and what its policy lets it do besides showing itself. */
interface ProviderPage {
  title: string;
  body: string;
  script?: string;
  /** Where its forms may post besides here (a redirect sign-in ends at the checked return_to). */
  formTargets?: string[];
  /** Only the one-tap prompt is framed, and only by the page that asked for it. */
  framedBy?: string;
}

/**
 * Every page of the provider runs with a strict policy: nothing loads from elsewhere, the one style
 * and script carry a nonce, forms post only here (or, for a redirect, to the checked return_to).
 */
function send(reply: FastifyReply, status: number, page: ProviderPage) {
  const formAction = `form-action 'self' ${(page.formTargets ?? []).join(' ')}`.trim();
  return sendHtmlPage(reply, status, {
    lang: 'en',
    title: page.title,
    style: STYLE,
    body: `<main>\n${page.body}\n</main>`,
    script: page.script,
    directives: (nonce) => [`script-src 'nonce-${nonce}'`, formAction],
    framedBy: page.framedBy,
  });
}

const hidden = (p: SignInParams, action: string) =>
  [...Object.entries(p), ['action', action]].map(([k, v]) => `<input type="hidden" name="${h(k)}" value="${h(v)}">`).join('');

export function sendSignInPage(
  reply: FastifyReply,
  input: {
    params: SignInParams;
    identities: ListedIdentity[];
    status?: number;
    errors?: { email?: string; name?: string };
    values?: { email?: string; name?: string };
    returnOrigin: string;
  },
) {
  const { params, identities, errors = {}, values = {} } = input;
  const channelName = CHANNEL_NAMES[params.channel];
  const items = identities
    .map(
      (i) =>
        `<li><button type="submit" name="email" value="${h(i.email)}"><span class="who">${h(i.name)}</span>` +
        `<span class="detail">${h(i.email)} · ${i.linkedTo ? `linked to ${h(i.linkedTo)}` : 'not linked to an account'}</span></button></li>`,
    )
    .join('\n');
  // The first invalid field takes the focus when the page comes back with errors.
  const firstInvalid = errors.email ? 'email' : errors.name ? 'name' : null;
  const field = (id: 'email' | 'name', label: string, type: string, autocomplete: string) => {
    const error = errors[id];
    const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"${id === firstInvalid ? ' autofocus' : ''}` : '';
    return (
      `<label for="${id}">${label}</label>` +
      `<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required maxlength="${id === 'email' ? 254 : 80}"` +
      ` value="${h(values[id] ?? '')}"${invalid}>` +
      (error ? `<p class="error" id="${id}-error">${h(error)}</p>` : '')
    );
  };
  const body = `<h1>Sign in with ${h(channelName)}</h1>
<p>Portico's local identity provider stands in for ${h(channelName)} in development and tests. Choose a test identity of merchant ${h(params.merchant)}; no password is needed.</p>
<form method="post" action="/idp/local/signin">${hidden(params, 'identity')}
<ul aria-label="Test identities">
${items}
</ul>
</form>
<section aria-labelledby="other-title">
<h2 id="other-title">Use another account</h2>
<form method="post" action="/idp/local/signin">${hidden(params, 'custom')}
${field('email', 'Email', 'email', 'email')}
${field('name', 'Display name', 'text', 'name')}
<p><button type="submit" class="primary">Continue</button></p>
</form>
</section>
<form method="post" action="/idp/local/signin" class="cancel">${hidden(params, 'cancel')}<button type="submit">Cancel</button></form>`;
  const title = `Sign in with ${channelName} — Portico local provider`;
  return send(reply, input.status ?? 200, { title, body, formTargets: [input.returnOrigin] });
}

/**
 * Google one-tap's stand-in (decision 033): a small framed prompt, "Continue as …" for each test
 * identity and a close button, posting to /idp/local/signin in mode onetap.
 */
export function sendOneTapPage(reply: FastifyReply, input: { params: SignInParams; identities: ListedIdentity[]; returnOrigin: string }) {
  const { params, identities } = input;
  const items = identities
    .map(
      (i) =>
        `<li><button type="submit" name="email" value="${h(i.email)}"><span class="who">Continue as ${h(i.name)}</span>` +
        `<span class="detail">${h(i.email)}</span></button></li>`,
    )
    .join('\n');
  const body = `<h1>Sign in to ${h(params.merchant)} with Google</h1>
<form method="post" action="/idp/local/signin">${hidden(params, 'identity')}
<ul aria-label="Test identities">
${items}
</ul>
</form>
<form method="post" action="/idp/local/signin" class="cancel">${hidden(params, 'cancel')}<button type="submit">Close</button></form>`;
  return send(reply, 200, { title: 'Google one-tap — Portico local provider', body, framedBy: input.returnOrigin });
}

/** The end of a one-tap prompt: the result (or that it was closed) goes to the framing page at return_to's origin. */
export function sendFrameEnd(reply: FastifyReply, input: { result: LocalIdpResult | null; state: string; targetOrigin: string }) {
  const message = input.result ?? { type: LOCAL_ONE_TAP_CLOSED, state: input.state };
  const script = `window.parent.postMessage(${jsonForScript(message)},${jsonForScript(input.targetOrigin)});`;
  const body = `<p role="status">${input.result ? 'Signed in.' : 'Closed.'}</p>`;
  return send(reply, 200, { title: 'Google one-tap — Portico local provider', body, script, framedBy: input.targetOrigin });
}

export function sendErrorPage(reply: FastifyReply, message: string) {
  const body = `<h1>This sign-in cannot continue</h1>\n<p role="alert">${h(message)}</p>`;
  return send(reply, 400, { title: 'Sign-in error — Portico local provider', body });
}

/**
 * The end of a popup sign-in: the result goes to the opener only if the opener is at return_to's
 * origin (postMessage's targetOrigin, never '*'); then the window closes. A cancel sends nothing.
 */
export function sendPopupEnd(reply: FastifyReply, input: { result: LocalIdpResult | null; targetOrigin: string }) {
  const done = input.result ? 'Signed in. This window closes by itself.' : 'Sign-in cancelled. This window closes by itself.';
  const body = `<h1>${input.result ? 'Signed in' : 'Cancelled'}</h1>\n<p id="status" role="status">${done}</p>`;
  const script =
    `(function(){var result=${jsonForScript(input.result)};var origin=${jsonForScript(input.targetOrigin)};` +
    `if(window.opener&&result){window.opener.postMessage(result,origin);}` +
    `if(window.opener){window.close();return;}` +
    `document.getElementById('status').textContent='The page that asked for this sign-in is gone. Close this window and try again.';})();`;
  const title = `${input.result ? 'Signed in' : 'Cancelled'} — Portico local provider`;
  return send(reply, 200, { title, body, script });
}
