import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importRsaPublicKey, seal } from '@portico/contract/cipher/rsa-oaep-aes-gcm';
import { firebaseDemo, tempMerchantsDir, tempWebDist } from './helpers/app.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.TEST_DATABASE_URL;

interface Instance {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

function start(webDist: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Production refuses the sms outbox; this test sends no text, so an unreachable gateway will do.
      SMS_ADAPTER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_WEBHOOK_SECRET: 'scale-out-sends-no-text',
      // Production refuses the local identity provider of the demo merchant file.
      MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start line: ${out}`)), 45_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Portico is running at (http:\/\/[^/\s]+)\/m\//.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1], exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

interface Answer {
  success: boolean;
  errorCode?: string;
  value: { rsaKey: string; keyId: string; serverTime: number; token: string; userName: string };
}
const json = async (res: Response) => (await res.json()) as Answer;

describe.runIf(url)('two instances on one PostgreSQL', () => {
  const instances: Instance[] = [];
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
