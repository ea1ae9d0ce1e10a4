import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@portico/contract/catalogue';
import { defineEndpoint } from '@portico/contract/endpoint';
import { countryInfo, siteStatus } from '@portico/contract/system';
import { answerCheck, projection } from '../../src/http/answer-check.ts';
import { registerEndpoint } from '../../src/http/register-endpoint.ts';

/*
 * Decision 046: production sends an answer with only the keys the contract names (no type check on
 * the hot path); development and tests parse it with zod. Both drop what a handler should not send.
 */

const status = {
  status: 'NORMAL',
  maintenanceEnd: null,
  maintenanceTitle: null,
  maintenanceDesc: null,
  maintenanceTitleEn: null,
  maintenanceDescEn: null,
  ip: '203.0.113.9',
  country: 'PH',
};

const row = z.object({
  id: z.number(),
  name: z.string(),
  owner: z.nullable(z.object({ id: z.number(), nick: z.optional(z.string()) })),
  tags: z.array(z.object({ label: z.string() })),
  scores: z.record(z.string(), z.object({ points: z.number() })),
  mode: z.union([z.literal('a'), z.literal('b')]),
  shown: z._default(z.boolean(), true),
  code: z.string().check(z.trim()),
  when: z.pipe(z.string(), z.transform((s) => s.length)),
  kind: z.discriminatedUnion('kind', [z.object({ kind: z.literal('x'), x: z.number() }), z.object({ kind: z.literal('y') })]),
});

/** A database row's worth of extra columns at every depth. */
const leaky = {
  id: 7,
  name: 'Ana',
  passwordHash: '$argon2id$secret',
  owner: { id: 1, nick: 'o', sessionToken: 'tok' },
  tags: [{ label: 'vip', internalNote: 'n' }],
  scores: { week: { points: 3, adminOnly: true } },
  mode: 'a',
  code: '  C1 ',
  when: 'abc',
  kind: { kind: 'x', x: 1, hidden: 2 },
};

describe('the production answer check (projection)', () => {
  it('drops every key the contract does not name, at every depth, as zod does', () => {
    const projected = projection(row)(leaky);
    expect(projected).toEqual(z.parse(row, leaky));
    expect(JSON.stringify(projected)).not.toMatch(/passwordHash|sessionToken|internalNote|adminOnly|hidden/);
    // Defaults, rewriting checks and transforms still come out as the contract says.
    expect(projected).toMatchObject({ shown: true, code: 'C1', when: 3 });
  });

  it('gives the status and country answers exactly what zod gives', () => {
    expect(projection(siteStatus)({ ...status, secret: 1 })).toEqual(z.parse(siteStatus, { ...status, secret: 1 }));
    const countries = { countryDialingCode: '63', countryCode: 'PH', countries: [{ countryCode: 'PH', countryDialingCode: '63', x: 1 }], currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before', y: 2 };
    expect(projection(countryInfo)(countries)).toEqual(z.parse(countryInfo, countries));
  });

  it('is built for every endpoint of the contract', () => {
    for (const endpoint of ALL_ENDPOINTS) expect(typeof answerCheck(endpoint.value, true), endpoint.id).toBe('function');
  });
});

describe('an endpoint whose handler returns more than the contract names', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());
  const leakEndpoint = defineEndpoint({ id: 'test.leak', methods: ['GET'], path: '/wps/test/leak', summary: 'test', auth: 'none', encrypted: false, value: row });

  async function answerIn(NODE_ENV: 'production' | 'development', value: unknown) {
    app = Fastify();
    app.decorate('config', { NODE_ENV } as FastifyInstance['config']);
    app.decorate('merchants', { forCall: () => ({ merchantCode: 'DEMO' }) } as unknown as FastifyInstance['merchants']);
    registerEndpoint(app, leakEndpoint, async () => value as z.input<typeof row>);
    return app.inject({ method: 'GET', url: leakEndpoint.path });
  }

  it('sends only the named keys in production, as in development', async () => {
    const production = await answerIn('production', leaky);
    expect(production.statusCode).toBe(200);
    expect(production.body).not.toMatch(/passwordHash|sessionToken|internalNote|adminOnly|hidden/);
    const development = await answerIn('development', leaky);
    expect(production.json()).toEqual(development.json());
  });

  it('refuses a value of the wrong type outside production only', async () => {
    const wrong = { ...leaky, id: 'seven' };
    expect((await answerIn('development', wrong)).statusCode).toBe(500);
    const production = await answerIn('production', wrong);
    expect(production.statusCode).toBe(200);
    expect(production.json().value).not.toHaveProperty('passwordHash');
  });
});
