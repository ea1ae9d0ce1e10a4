import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEndpoint } from '@portico/contract/session';
import { sessions } from '../../../src/db/schema.ts';
import { buildTestApp } from '../../helpers/app.ts';
import { lastCharacterVariants } from '../../helpers/base64-variants.ts';
import { createMember, postLogin, sealFor } from '../../helpers/members.ts';
import { postSealed } from '../../helpers/sign-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => app.close());

const sessionCount = async (memberId: number) => (await app.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;

describe('replay protection of encrypted bodies', () => {
  it('a captured sign-in respelled 15 ways opens no second session', async () => {
    const member = await createMember(app);
    const captured = await sealFor(app, { username: member.username, password: member.password });
    const [keyId, wrapped] = captured.headers['X-RSA'].split('.') as [string, string];
    const variants = lastCharacterVariants(wrapped);
    expect(variants).toHaveLength(15);
    const respelled = (w: string) => ({ ...captured, headers: { ...captured.headers, 'X-RSA': `${keyId}.${w}` } });

    // Before the genuine request and after it: every other spelling is refused, and only once does it work.
    const early = await postLogin(app, null, { sealed: respelled(variants[0] as string) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorCode).toBe('encryption.tampered');
    expect((await postLogin(app, null, { sealed: captured })).json().success).toBe(true);
    for (const variant of variants) {
      const res = await postLogin(app, null, { sealed: respelled(variant) });
      expect(res.json().errorCode, variant).toBe('encryption.tampered');
    }
    expect((await postLogin(app, null, { sealed: captured })).json().errorCode).toBe('encryption.stale');
    expect(await sessionCount(member.id)).toBe(1);
  });

  it('a respelled body value is refused too', async () => {
    const member = await createMember(app);
    // A device id of 1 to 3 characters makes the sealed length one that has spare bits to respell.
    let captured = await sealFor(app, { username: member.username, password: member.password, loginDeviceId: 'd' });
    for (const pad of ['dd', 'ddd']) {
      if (lastCharacterVariants(captured.body.value).length > 0) break;
      captured = await sealFor(app, { username: member.username, password: member.password, loginDeviceId: pad });
    }
    const variants = lastCharacterVariants(captured.body.value);
    expect(variants.length).toBeGreaterThan(0);
    for (const value of variants) {
      const res = await postLogin(app, null, { sealed: { ...captured, body: { value } } });
      expect(res.json().errorCode).toBe('encryption.tampered');
    }
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('ignores an X-Digest header an older client still sends', async () => {
    const member = await createMember(app);
    const res = await postSealed(app, loginEndpoint.path, { username: member.username, password: member.password }, {
      headers: { 'X-Digest': 'SHA-256=AAAA' },
    });
    expect(res.json().success).toBe(true);
  });
});
