import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_ISSUER, LOCAL_IDP_MESSAGE_TYPE, type LocalIdpResult } from '@portico/contract/identity';
import { localSubject } from '../../../../src/auth/local-idp.ts';
import { buildTestApp } from '../../../helpers/app.ts';
import { resultOfRedirect, uniqueEmail } from '../../../helpers/sign-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const demo = () => {
  const m = app.merchants.all.get('DEMO');
  if (!m) throw new Error('no DEMO');
  return m;
};

const query = (over: Record<string, string> = {}) =>
  new URLSearchParams({ channel: 'google', mode: 'popup', state: 's-123', return_to: 'http://localhost/m/login?x=1', ...over }).toString();

const getPage = (over: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/idp/local/signin?${query(over)}`, headers: { host: 'localhost' } });

const post = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/idp/local/signin',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ channel: 'google', mode: 'popup', state: 's-123', return_to: 'http://localhost/m/login', ...fields }).toString(),
  });

/** Runs the popup page's own script against a fake window and reports what it did. */
function runPopupScript(html: string, hasOpener = true) {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no script');
  const posted: { data: LocalIdpResult; origin: string }[] = [];
  let closed = false;
  const status = { textContent: '' };
  const window = {
    opener: hasOpener ? { postMessage: (data: LocalIdpResult, origin: string) => posted.push({ data, origin }) } : null,
    close: () => (closed = true),
  };
  const document = { getElementById: () => status };
  new Function('window', 'document', script)(window, document);
  return { posted, closed, status: status.textContent };
}

describe('GET /idp/local/jwks.json', () => {
  it('publishes the ES256 public key only', async () => {
    const res = await app.inject({ method: 'GET', url: '/idp/local/jwks.json' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json() as { keys: Record<string, string>[] };
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]?.kid).toMatch(/^idp:/);
    expect(keys.some((k) => 'd' in k)).toBe(false);
  });
});

describe('GET /idp/local/signin', () => {
  it('is an accessible English page listing the test identities with their links, under a strict policy', async () => {
    const res = await getPage();
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in with Google — Portico local provider</title>');
    expect(html).toMatch(/Player One<\/span><span class="detail">player1@example\.com · linked to player1/);
    expect(html).toMatch(/Nico Newcomer<\/span><span class="detail">newcomer@example\.com · not linked/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="name">Display name</label>');
    expect(html).toContain('>Use another account</h2>');
    expect(html).toContain('>Cancel</button>');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).not.toMatch(/<script/);
  });

  it('names the channel in the title', async () => {
    const res = await getPage({ channel: 'line' });
    expect(res.body).toContain('<title>Sign in with LINE — Portico local provider</title>');
  });

  it('escapes what it echoes', async () => {
    const res = await getPage({ state: '"><script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('accepts a return_to on one of the merchant domains', async () => {
    expect((await getPage({ return_to: 'http://127.0.0.1:8080/m/login' })).statusCode).toBe(200);
  });

  it('refuses a return_to on a foreign host, a script URL, and a malformed link (400 page)', async () => {
    for (const return_to of ['https://evil.example/steal', 'javascript:alert(1)', 'http://user:pw@localhost/m/', 'not a url']) {
      const res = await getPage({ return_to });
      expect(res.statusCode, return_to).toBe(400);
      expect(res.body).toContain('role="alert"');
    }
    expect((await getPage({ return_to: 'https://evil.example/' })).body).toContain('The return address is not allowed');
    expect((await getPage({ channel: 'myspace' })).statusCode).toBe(400);
    expect((await getPage({ mode: 'iframe' })).statusCode).toBe(400);
    expect((await getPage({ merchant: 'NOPE' })).body).toContain('Unknown merchant');
  });
});

describe('POST /idp/local/signin', () => {
  it('popup: posts the result to the opener at return_to’s origin only, then closes', async () => {
    const res = await post({ action: 'identity', email: 'player1@example.com' });
    expect(res.statusCode).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    const run = runPopupScript(res.body);
    expect(run.closed).toBe(true);
    expect(run.posted).toHaveLength(1);
    expect(run.posted[0]?.origin).toBe('http://localhost');
    const result = run.posted[0]?.data;
    expect(result).toMatchObject({ type: LOCAL_IDP_MESSAGE_TYPE, channel: 'google', state: 's-123' });
    const claims = await app.identity.verifyIdToken(demo(), result?.idToken ?? '');
    expect(claims).toMatchObject({
      iss: LOCAL_IDP_ISSUER,
      aud: 'DEMO',
      sub: localSubject('google', 'player1@example.com'),
      email: 'player1@example.com',
      name: 'Player One',
      firebase: { sign_in_provider: 'google.com' },
    });
  });

  it('popup: the target origin follows return_to (a merchant domain), never "*"', async () => {
    const res = await post({ action: 'identity', email: 'newcomer@example.com', return_to: 'http://127.0.0.1:8080/m/login' });
    const run = runPopupScript(res.body);
    expect(run.posted[0]?.origin).toBe('http://127.0.0.1:8080');
    expect(res.body).not.toContain("'*'");
    expect(res.body).not.toContain('"*"');
  });

  it('popup without an opener says so instead of posting anywhere', async () => {
    const res = await post({ action: 'identity', email: 'newcomer@example.com' });
    const run = runPopupScript(res.body, false);
    expect(run.posted).toHaveLength(0);
    expect(run.status).toMatch(/Close this window/);
  });

  it('redirect: 303 back to return_to with the result in the fragment', async () => {
    const email = uniqueEmail();
    const res = await post({ mode: 'redirect', action: 'custom', email: email.toUpperCase(), name: 'Fresh Person', channel: 'facebook' });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith('http://localhost/m/login#idp=')).toBe(true);
    const result = resultOfRedirect(location);
    expect(result).toMatchObject({ type: LOCAL_IDP_MESSAGE_TYPE, channel: 'facebook', state: 's-123' });
    const claims = await app.identity.verifyIdToken(demo(), result.idToken);
    // The subject is derived from channel + email, so "another account" is reproducible.
    expect(claims).toMatchObject({ sub: localSubject('facebook', email), email, name: 'Fresh Person' });
    expect(claims.firebase?.sign_in_provider).toBe('facebook.com');
  });

  it('cancel: redirect goes back with idp_error=cancelled; popup closes without a message', async () => {
    const back = await post({ mode: 'redirect', action: 'cancel' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('http://localhost/m/login#idp_error=cancelled');
    const popup = runPopupScript((await post({ action: 'cancel' })).body);
    expect(popup.posted).toHaveLength(0);
    expect(popup.closed).toBe(true);
  });

  it('another account with a bad email: the page again, field marked and described, value kept', async () => {
    const res = await post({ action: 'custom', email: 'not-an-email"<', name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/id="email"[^>]*aria-invalid="true" aria-describedby="email-error" autofocus/);
    expect(res.body).toContain('id="email-error"');
    expect(res.body).toMatch(/id="name"[^>]*aria-invalid="true" aria-describedby="name-error"/);
    expect(res.body).toContain('value="not-an-email&quot;&lt;"');
  });

  it('refuses an identity not on the list and a foreign return_to', async () => {
    expect((await post({ action: 'identity', email: 'someone@else.example' })).statusCode).toBe(400);
    const res = await post({ action: 'identity', email: 'player1@example.com', mode: 'redirect', return_to: 'https://evil.example/' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain('idToken');
  });
});
