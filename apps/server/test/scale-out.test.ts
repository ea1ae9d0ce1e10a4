import { afterAll, describe, expect, it } from 'vitest';
import { importRsaPublicKey, seal } from '@portico/contract/cipher/rsa-oaep-aes-gcm';
import { firebaseDemo, tempMerchantsDir, tempWebDist } from './helpers/app.ts';
import { startPlatform, type ChildPlatform } from './helpers/child-platform.ts';

const url = process.env.TEST_DATABASE_URL;

const start = (webDist: string) =>
  startPlatform({
    DATABASE_URL: url,
    WEB_DIST: webDist,
    NODE_ENV: 'production',
    // The test signs in as player1: production seeds the demo members only when told to (decision 022).
    SEED_DEMO: 'true',
    // Production refuses the sms outbox; this test sends no text, so an unreachable gateway will do.
    SMS_ADAPTER: 'webhook',
    SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
    SMS_WEBHOOK_SECRET: 'scale-out-sends-no-text',
    // Production refuses the local identity provider of the demo merchant file.
    MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }),
  });

interface Answer {
  success: boolean;
  errorCode?: string;
  value: { rsaKey: string; keyId: string; serverTime: number; token: string; userName: string };
}
const json = async (res: Response) => (await res.json()) as Answer;

describe.runIf(url)('two instances on one PostgreSQL', () => {
  const instances: ChildPlatform[] = [];
  afterAll(() => instances.forEach((i) => i.child.kill('SIGKILL')));

  it('share keys and sessions, and shut down gracefully', async () => {
    const webDist = tempWebDist();
    // Started together on purpose: migrations, key creation and seeding must not race.
    const [a, b] = await Promise.all([start(webDist), start(webDist)]);
    instances.push(a, b);

    const keyA = (await json(await fetch(`${a.base}/wps/session/key/rsa`))).value;
    const keyB = (await json(await fetch(`${b.base}/wps/session/key/rsa`))).value;
    expect(keyB.keyId).toBe(keyA.keyId);

    const sealed = await seal({
      publicKey: await importRsaPublicKey(keyA.rsaKey),
      keyId: keyA.keyId,
      method: 'POST',
      path: '/wps/session/login',
      ts: keyA.serverTime,
      data: { username: 'player1', password: 'Player#2026' },
    });
    const login = await json(
      await fetch(`${a.base}/wps/session/login`, {
        method: 'POST',
        headers: { ...sealed.headers, 'content-type': 'application/json' },
        body: JSON.stringify(sealed.body),
      }),
    );
    expect(login.success).toBe(true);
    const auth = { authorization: `Bearer ${login.value.token}` };

    const onB = await fetch(`${b.base}/wps/member/info`, { headers: auth });
    expect(onB.status).toBe(200);
    expect((await json(onB)).value.userName).toBe('player1');

    expect((await json(await fetch(`${b.base}/wps/session/logout`, { method: 'POST', headers: auth }))).success).toBe(true);
    const onA = await fetch(`${a.base}/wps/member/info`, { headers: auth });
    expect(onA.status).toBe(401);

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
  }, 120_000);
});
