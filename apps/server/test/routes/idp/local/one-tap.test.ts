import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_MESSAGE_TYPE, LOCAL_ONE_TAP_CLOSED } from '@portico/contract/identity';
import { buildTestApp } from '../../../helpers/app.ts';

// decision 033: the local provider's stand-in for Google one-tap, a prompt framed by the app's page.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const fields = (over: Record<string, string> = {}) => ({
  channel: 'google',
  mode: 'onetap',
  state: 'tap-1',
  return_to: 'http://localhost/m/home',
  ...over,
});
const getPrompt = (over: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/idp/local/signin?${new URLSearchParams(fields(over)).toString()}`, headers: { host: 'localhost' } });
const post = (over: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/idp/local/signin',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields(over)).toString(),
  });

/** Runs the end page's script against a fake parent window; returns what it posted, where. */
function runFrameScript(html: string) {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no script');
  const posted: { data: Record<string, unknown>; origin: string }[] = [];
  const window = { parent: { postMessage: (data: Record<string, unknown>, origin: string) => posted.push({ data, origin }) } };
  new Function('window', script)(window);
  return posted;
}

describe('local one-tap prompt', () => {
  it('is a small page with "Continue as …" per test identity, framable only by the asking origin', async () => {
    const res = await getPrompt();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Continue as Player One');
    expect(res.body).toContain('>Close</button>');
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors http://localhost');
  });

  it('is Google only', async () => {
    const res = await getPrompt({ channel: 'facebook' });
    expect(res.statusCode).toBe(400);
  });

  it('posts the ID token to the framing page at return_to’s origin only', async () => {
    const posted = runFrameScript((await post({ action: 'identity', email: 'player1@example.com' })).body);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.origin).toBe('http://localhost');
    expect(posted[0]?.data).toMatchObject({ type: LOCAL_IDP_MESSAGE_TYPE, channel: 'google', state: 'tap-1' });
    const merchant = app.merchants.all.get('DEMO');
    if (!merchant) throw new Error('no DEMO');
    const claims = await app.identity.verifyIdToken(merchant, String(posted[0]?.data.idToken));
    expect(claims).toMatchObject({ email: 'player1@example.com', firebase: { sign_in_provider: 'google.com' } });
  });

  it('tells the page it was closed, with no token', async () => {
    const posted = runFrameScript((await post({ action: 'cancel' })).body);
    expect(posted).toEqual([{ data: { type: LOCAL_ONE_TAP_CLOSED, state: 'tap-1' }, origin: 'http://localhost' }]);
  });
});
