import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '@portico/contract/cipher/rsa-oaep-aes-gcm';
import { loginEndpoint } from '@portico/contract/session';
import { usernameRegisterEndpoint } from '@portico/contract/register';
import { buildApp } from '../../src/app.ts';
import { demoMerchant, tempMerchantsDir, testConfig } from '../helpers/app.ts';
import { solvedCaptcha } from '../helpers/captcha.ts';
import { createMember, rsaKey } from '../helpers/members.ts';
import { freshUsername, regMerchant } from '../helpers/registration.ts';
import { randomIp } from '../helpers/sign-in.ts';

/** Every line the app logs at trace level, the way an operator's log collector would keep them. */
const lines: string[] = [];
let app: FastifyInstance;
const DEVICE = '0b5d3c3e-6f51-4a57-9d0e-2f1b7d8e9a10';

beforeAll(async () => {
  const config = testConfig({
    LOG_LEVEL: 'trace',
    SEED_DEMO: 'false',
    MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': demoMerchant(), 'logs.json': regMerchant('LOGS') }),
  });
  app = await buildApp(config, { stream: { write: (line) => void lines.push(line) } });
});
afterAll(() => app.close());

const b64 = (bytes: Buffer) => [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')];
const hashes = (text: string) => ['sha256', 'sha1', 'md5'].flatMap((alg) => b64(createHash(alg).update(text).digest()));

/** The password and what an attacker would try to find it by: encodings, its hashes, hashes of the sealed plaintext. */
function derivedForms(password: string, plaintexts: string[]): string[] {
  return [password, JSON.stringify(password).slice(1, -1), ...b64(Buffer.from(password)), ...hashes(password), ...plaintexts.flatMap(hashes)];
}

/** POSTs `data` sealed the way the web app seals it, with the web app's headers; answers the plaintext sealed. */
async function postAsWeb(path: string, data: Record<string, unknown>, merchant: string, ip = randomIp()) {
  const key = await rsaKey(app);
  const sealed = await seal({ publicKey: key.publicKey, keyId: key.keyId, method: 'POST', path, ts: key.serverTime, data });
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...sealed.headers, Merchant: merchant, Language: 'EN', Device: DEVICE, 'Content-Type': 'application/json' },
    payload: sealed.body,
    remoteAddress: ip,
  });
  return { res, plaintext: JSON.stringify({ ts: key.serverTime, data }) };
}

function expectNoneLogged(forms: string[]) {
  const log = lines.join('\n');
  for (const form of forms) expect(log.includes(form), `log holds ${form}`).toBe(false);
}

describe('the request log', () => {
  it('holds nothing derived from the password of a sign-in, right or wrong', async () => {
    const member = await createMember(app, { password: 'Log#Secret2026' });
    const ok = await postAsWeb(loginEndpoint.path, { username: member.username, password: member.password, loginDeviceId: DEVICE }, 'DEMO');
    expect(ok.res.json().success).toBe(true);
    const wrong = await postAsWeb(loginEndpoint.path, { username: member.username, password: 'Wrong#Guess77' }, 'DEMO');
    expect(wrong.res.json().errorCode).toBe('login.cred.err');

    expect(lines.some((l) => l.includes('"msg":"request"') && l.includes(loginEndpoint.path))).toBe(true);
    expectNoneLogged([...derivedForms(member.password, [ok.plaintext]), ...derivedForms('Wrong#Guess77', [wrong.plaintext])]);
    expectNoneLogged([ok.res.json().value.token as string]);
  });

  it('holds nothing derived from the password of a registration', async () => {
    const password = 'Reg#Secret2026';
    const ip = randomIp();
    const captcha = await solvedCaptcha(app, 'LOGS', { ip, form: 'registration' });
    const { res, plaintext } = await postAsWeb(
      usernameRegisterEndpoint.path,
      { username: freshUsername('Log'), password, registerMethod: 'H5', domain: 'localhost', login: true, captcha },
      'LOGS',
      ip,
    );
    expect(res.json(), res.body).toMatchObject({ success: true });
    expectNoneLogged(derivedForms(password, [plaintext]));
  });

  it('leaves one line per request, with its status and time, and no query value that could be a token', async () => {
    const before = lines.length;
    const res = await app.inject({ method: 'GET', url: '/m/home?token=secret-query-token&merchantCode=DEMO' });
    const mine = lines.slice(before).filter((l) => l.includes(`"reqId":"${res.headers['x-request-id']}"`));
    expect(mine).toHaveLength(1);
    const line = JSON.parse(mine[0] ?? '{}') as { req: { url: string }; res: { statusCode: number }; responseTime: number };
    expect(line.req.url).toBe('/m/home?token=-&merchantCode=DEMO');
    expect(line.res.statusCode).toBe(res.statusCode);
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expectNoneLogged(['secret-query-token']);
  });

  it('logs only the allow-listed request headers: no device id, no X-RSA, no Authorization', async () => {
    await app.inject({ method: 'GET', url: '/wps/member/info', headers: { Authorization: 'secret-token-value', Device: DEVICE, 'X-Digest': 'SHA-256=abc', Merchant: 'DEMO' } });
    const incoming = lines.filter((l) => l.includes('"msg":"request"')).map((l) => JSON.parse(l) as { req: { headers: Record<string, unknown> } });
    expect(incoming.length).toBeGreaterThan(2);
    for (const { req } of incoming) {
      expect(Object.keys(req.headers)).not.toEqual(expect.arrayContaining(['authorization']));
      for (const name of ['authorization', 'device', 'x-rsa', 'x-digest', 'cookie']) expect(req.headers).not.toHaveProperty(name);
    }
    expect(incoming.at(-1)?.req.headers).toMatchObject({ merchant: 'DEMO' });
    expectNoneLogged(['secret-token-value', DEVICE]);
  });
});

describe('the error log', () => {
  it('keeps the SQL text and SQLSTATE of a failed query, never its parameters', async () => {
    const secret = 'param-Secret#2026';
    const failed = await app.db.execute(sql`select ${secret}::int as n`).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message) + String((failed as Error).cause)).toContain(secret);

    app.log.error({ err: failed }, 'unexpected error');
    const line = lines.at(-1) ?? '';
    expect(line).toContain('select $1::int');
    expect(line).toContain('SQLSTATE 22P02');
    expect(line).not.toContain(secret);
  });
});

describe('addresses in the request log', () => {
  it('never hold a chat link, a session token or a launch ticket from the query', async () => {
    const secrets = ['chatLinkSecretValue0123456789', 'sessionTokenSecret0123456789', 'ticketSecretValue0123456789'];
    await app.inject({ method: 'GET', url: `/vendor/local/chat?t=${secrets[0]}&x=1`, remoteAddress: randomIp() });
    await app.inject({ method: 'GET', url: `/m/home?lang=EN&token=${secrets[1]}`, remoteAddress: randomIp() });
    await app.inject({ method: 'GET', url: `/vendor/local/lottery?ticket=${secrets[2]}`, remoteAddress: randomIp() });
    expectNoneLogged(secrets);
    expect(lines.join('\n')).toContain('/vendor/local/chat?t=-&x=-');
  });
});
