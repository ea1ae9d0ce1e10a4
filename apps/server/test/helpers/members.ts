import type { FastifyInstance } from 'fastify';
import { importRsaPublicKey, seal } from '@portico/contract/cipher/rsa-oaep-aes-gcm';
import { loginEndpoint } from '@portico/contract/session';
import { members } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/security/passwords.ts';
import { uniqueName } from './app.ts';

export async function createMember(
  app: FastifyInstance,
  opts: { merchantCode?: string; customerType?: number; password?: string } = {},
) {
  const username = uniqueName('m').toLowerCase();
  const password = opts.password ?? 'Secret#2026';
  const [row] = await app.db
    .insert(members)
    .values({
      merchantCode: opts.merchantCode ?? 'DEMO',
      username,
      passwordHash: await hashPassword(password),
      customerType: opts.customerType ?? 0,
      firstTimeLogin: false,
    })
    .returning();
  if (!row) throw new Error('member not created');
  return { id: row.id, username, password };
}

export async function rsaKey(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/wps/session/key/rsa' });
  const { value } = res.json() as { value: { rsaKey: string; keyId: string; serverTime: number } };
  return { publicKey: await importRsaPublicKey(value.rsaKey), keyId: value.keyId, serverTime: value.serverTime };
}

export async function sealFor(
  app: FastifyInstance,
  data: unknown,
  opts: { path?: string; method?: string; ts?: number } = {},
) {
  const key = await rsaKey(app);
  return seal({
    publicKey: key.publicKey,
    keyId: key.keyId,
    method: opts.method ?? 'POST',
    path: opts.path ?? loginEndpoint.path,
    ts: opts.ts ?? key.serverTime,
    data,
  });
}

export async function postLogin(
  app: FastifyInstance,
  data: unknown,
  opts: { merchant?: string; sealed?: Awaited<ReturnType<typeof sealFor>> } = {},
) {
  const sealed = opts.sealed ?? (await sealFor(app, data));
  return app.inject({
    method: 'POST',
    url: loginEndpoint.path,
    headers: { ...sealed.headers, ...(opts.merchant && { Merchant: opts.merchant }) },
    payload: sealed.body,
  });
}

/** Signs in and answers the session token (fails the test otherwise). */
export async function login(app: FastifyInstance, username: string, password: string, merchant?: string) {
  const res = await postLogin(app, { username, password }, merchant ? { merchant } : {});
  const body = res.json() as { success: boolean; value?: { token: string }; errorCode?: string };
  if (!body.success || !body.value) throw new Error(`login failed: ${res.body}`);
  return body.value.token;
}
