import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@portico/contract/errors';
import { buildTestApp } from '../helpers/app.ts';
import { createMember, login, sealFor } from '../helpers/members.ts';
import { randomIp } from '../helpers/sign-in.ts';
import { bodyOf, queryOf, type FieldSchema } from './arbitraries.ts';

/**
 * Every operation of the served OpenAPI document, fuzzed with malformed, oversized, control-character
 * and wrong-type fields (encrypted bodies are fuzzed in their plaintext and sealed as the web app does):
 * no answer is a 5xx, and every refusal is an errorCode of the catalogue.
 */
interface Operation {
  path: string;
  method: string;
  encrypted: boolean;
  auth: boolean;
  query: { name: string; required: boolean; schema: FieldSchema }[];
  body: FieldSchema | null;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required: boolean; schema: FieldSchema }[];
  security?: unknown[];
  requestBody?: { content: { 'application/json': { schema: FieldSchema & { 'x-plaintext'?: FieldSchema } } } };
}

const RUNS_PER_OPERATION = 20;

let app: FastifyInstance;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'false' });
  const member = await createMember(app);
  token = await login(app, member.username, member.password);
  const doc = (await app.inject({ method: 'GET', url: '/wps/openapi.json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const bodySchema = op.requestBody?.content['application/json'].schema ?? null;
      return {
        path,
        method: method.toUpperCase(),
        encrypted: Boolean(bodySchema?.['x-plaintext']),
        auth: op.security !== undefined,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map(({ name, required, schema }) => ({ name, required, schema })),
        body: bodySchema?.['x-plaintext'] ?? bodySchema,
      };
    }),
  );
});
afterAll(() => app.close());

async function send(op: Operation, query: [string, string][], body: unknown, signedIn: boolean): Promise<LightMyRequestResponse> {
  const url = query.length > 0 ? `${op.path}?${new URLSearchParams(query).toString()}` : op.path;
  // Logout would end the session the other calls use: it gets a token of its own making.
  const authorization = signedIn ? (op.path.endsWith('/logout') ? 'not-a-session' : token) : undefined;
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  const method = op.method as 'GET' | 'POST' | 'PUT';
  if (op.encrypted) {
    const sealed = await sealFor(app, body, { path: op.path, method });
    return app.inject({ method, url, headers: { ...headers, ...sealed.headers }, payload: sealed.body, remoteAddress: randomIp() });
  }
  if (op.body === null) return app.inject({ method, url, headers, remoteAddress: randomIp() });
  return app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null', remoteAddress: randomIp() });
}

function expectKnownAnswer(op: Operation, res: LightMyRequestResponse, input: unknown) {
  const where = `${op.method} ${op.path} ${JSON.stringify(input).slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const answer = res.json() as { success?: boolean; errorCode?: unknown };
  if (answer.success !== true) expect(isErrorCode(answer.errorCode), `${where} → ${res.body.slice(0, 200)}`).toBe(true);
}

describe('fuzzing every endpoint of the OpenAPI document', () => {
  it('finds the whole contract in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.filter((op) => op.encrypted).length).toBeGreaterThanOrEqual(5);
  });

  it('answers no 5xx and only catalogue errorCodes', { timeout: 120_000 }, async () => {
    for (const op of operations) {
      const input = fc.tuple(queryOf(op.query), op.body ? bodyOf(op.body) : fc.constant(undefined), fc.boolean());
      await fc.assert(
        fc.asyncProperty(input, async ([query, body, signedIn]) => {
          expectKnownAnswer(op, await send(op, query, body, signedIn), { query, body });
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  });

  it('refuses a prototype-polluting plain body and pollutes nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"countryDialingCode":"63","mobileNum":"9171234567","__proto__":{"polluted":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body over the 64 KiB limit, plain or sealed, with request.invalid', async () => {
    const big = 'x'.repeat(70_000);
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ countryDialingCode: '63', mobileNum: big }),
    });
    expect(plain.statusCode).toBe(413);
    expect(plain.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    const sealed = await sealFor(app, { username: big, password: 'x' });
    const res = await app.inject({ method: 'POST', url: '/wps/session/login', headers: sealed.headers, payload: sealed.body });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});
