import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from '../plugin.ts';

/**
 * The headers @fastify/helmet would set (decision 023), written out because the project adds no
 * dependency for a few lines. Every answer gets them, a JSON answer only those an API answer needs
 * (JSON_TYPE). A route that knows its page better sets its own Content-Security-Policy first (the web
 * app's per-merchant policy, the device frame, the local identity provider's nonce pages) and this
 * hook leaves it alone.
 */

/** Features the web app never uses, refused so that an injected script or a frame cannot ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, with subdomains: what HSTS preload lists ask for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Anything that is not a page: nothing may load, run or frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Development tools (sms outbox, API browser, Geetest stand-in): their own styles inline, no script
 * but this site's, never framed. They do not exist in production.
 */
export const DEV_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const DEV_PATH = /^\/(dev|wps\/docs)(\/|$)/;
/** The local provider's sign-in popup talks to its opener by postMessage: no opener policy there. */
const IDP_PATH = /^\/idp\//;

const HTML = /^text\/html\b/i;
/**
 * A JSON answer is read by a script, never shown as a page: the headers that govern a document (which
 * browser features it may use, what it sends as a referrer) do nothing on it. OWASP's REST cheat sheet
 * lists what an API answer needs: a policy that allows nothing and no framing, nosniff, HSTS, no-store
 * (decision 049: 200 bytes less on every call, which a cheap phone's parser and the platform both pay).
 */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
/**
 * A script file's own CSP becomes the policy of a worker started from it (the human-verification
 * solver imports its chunks): scripts get none; the page that loads them is what the policy guards.
 */
const SCRIPT = /^(text|application)\/javascript\b/i;

/** The policy a page set for itself allows framing (the device frame): no X-Frame-Options then. */
function framable(csp: string): boolean {
  return !/frame-ancestors\s+'none'/.test(csp);
}

function setDefault(reply: FastifyReply, name: string, value: string) {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, production: boolean): void {
  const query = request.url.indexOf('?');
  const path = query < 0 ? request.url : request.url.slice(0, query);
  const type = String(reply.getHeader('content-type') ?? '');
  if (!reply.hasHeader('content-security-policy') && !SCRIPT.test(type)) {
    reply.header('content-security-policy', DEV_PATH.test(path) ? DEV_POLICY : API_POLICY);
  }
  const csp = String(reply.getHeader('content-security-policy') ?? "frame-ancestors 'none'");
  if (!framable(csp)) setDefault(reply, 'x-frame-options', 'DENY');
  setDefault(reply, 'x-content-type-options', 'nosniff');
  if (!JSON_TYPE.test(type)) {
    setDefault(reply, 'referrer-policy', 'strict-origin-when-cross-origin');
    setDefault(reply, 'permissions-policy', PERMISSIONS_POLICY);
  }
  // same-origin-allow-popups keeps window.opener for the social sign-in popups the app opens
  // (Firebase's and the local provider's) while no other page's popup can reach this one.
  if (HTML.test(type) && !IDP_PATH.test(path)) setDefault(reply, 'cross-origin-opener-policy', 'same-origin-allow-popups');
  // Over plain http the header is ignored by browsers; production is where https is required.
  if (production) setDefault(reply, 'strict-transport-security', HSTS);
}

export default sharedPlugin('security-headers', async (app) => {
  const production = app.config.NODE_ENV === 'production';
  // A callback, not an async function: every answer passes here, and a promise per answer is a
  // measurable share of a small one (decision 044).
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply, production);
    done(null, payload);
  });
});
