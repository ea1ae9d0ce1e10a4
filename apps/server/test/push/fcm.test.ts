import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmSender, type ServiceAccount } from '../../src/push/fcm.ts';
import { PushUnreachable } from '../../src/push/port.ts';
import { deliver } from '../../src/push/deliver.ts';

/**
 * Google's token endpoint and FCM's HTTP v1 send endpoint, played by a local server: it checks the
 * service account's signed assertion like Google does (RS256, issuer, audience, scope) and answers
 * a send to an unknown token as FCM does (404 with errorCode UNREGISTERED).
 */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KNOWN = 'fcm-token-known-0123456789abcdef';
const received: { token: string; data: Record<string, string>; authorization: string }[] = [];
let failNextSends = 0;
let server: Server;
let base: string;
let account: ServiceAccount;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'RS256', kid: 'k1' }] });
  server = createServer((req, res) => {
    void (async () => {
      const text = await bodyOf(req);
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/token') {
        const form = new URLSearchParams(text);
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', jwks, { issuer: account.client_email, audience: account.token_uri });
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('grant');
          return json(200, { access_token: 'ya29.local-access', expires_in: 3600, token_type: 'Bearer' });
        } catch {
          return json(400, { error: 'invalid_grant' });
        }
      }
      if (req.url === '/v1/projects/portico-fcm/messages:send') {
        if (req.headers.authorization !== 'Bearer ya29.local-access') return json(401, { error: { status: 'UNAUTHENTICATED' } });
        if (failNextSends > 0) {
          failNextSends--;
          return json(503, { error: { status: 'UNAVAILABLE' } });
        }
        const { message } = JSON.parse(text) as { message: { token: string; data: Record<string, string> } };
        if (message.token !== KNOWN) {
          return json(404, { error: { status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } });
        }
        received.push({ ...message, authorization: req.headers.authorization });
        return json(200, { name: 'projects/portico-fcm/messages/1' });
      }
      json(404, {});
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  account = {
    project_id: 'portico-fcm',
    client_email: 'push@portico-fcm.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    private_key_id: 'k1',
    token_uri: `${base}/token`,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the FCM adapter (HTTP v1)', () => {
  it('gets an access token with the service account and sends the payload as FCM data', async () => {
    const sender = fcmSender(account, { api: base });
    expect(await sender.send(KNOWN, { title: 'Jackpot', body: 'It is growing', url: '/m/games' })).toBe('delivered');
    expect(received.at(-1)).toMatchObject({ token: KNOWN, data: { title: 'Jackpot', body: 'It is growing', url: '/m/games' }, authorization: 'Bearer ya29.local-access' });
  });

  it('answers gone for a token FCM calls UNREGISTERED (the send then removes it)', async () => {
    const sender = fcmSender(account, { api: base });
    expect(await sender.send('fcm-token-unknown-0123456789', { title: 'x', body: '' })).toBe('gone');
  });

  it('throws PushUnreachable when FCM cannot be reached', async () => {
    const sender = fcmSender({ ...account, token_uri: 'http://127.0.0.1:9/token' }, { api: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(sender.send(KNOWN, { title: 'x', body: '' })).rejects.toBeInstanceOf(PushUnreachable);
  });

  it('retries an unavailable service with growing pauses, bounded, and reports the retries', async () => {
    const sender = fcmSender(account, { api: base });
    const pauses: number[] = [];
    const log = { warn: () => undefined } as unknown as Parameters<typeof deliver>[1];
    const token = { id: -1, token: KNOWN, provider: 'fcm' as const, memberId: 1 };
    const sleep = async (ms: number) => void pauses.push(ms);
    failNextSends = 2;
    const ok = await deliver({} as never, log, sender, [token], { title: 'Again', body: '' }, { attempts: 3, firstDelayMs: 500, sleep });
    expect(ok).toEqual({ targets: 1, delivered: 1, removed: 0, failed: 0, retries: 2 });
    expect(pauses).toEqual([500, 1000]);
    failNextSends = 5;
    const down = await deliver({} as never, log, sender, [token], { title: 'Again', body: '' }, { attempts: 3, firstDelayMs: 500, sleep });
    expect(down).toEqual({ targets: 1, delivered: 0, removed: 0, failed: 1, retries: 2 });
    failNextSends = 0;
  });
});
