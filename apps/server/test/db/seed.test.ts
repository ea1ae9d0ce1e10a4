import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_ISSUER } from '@portico/contract/identity';
import { loginEndpoint } from '@portico/contract/session';
import { localSubject } from '../../src/auth/local-idp.ts';
import { totpOf } from '../../src/auth/totp.ts';
import { identityLinks, members } from '../../src/db/schema.ts';
import { DEMO_MEMBERS, PLAYER2FA_TOTP_SECRET, seedDemo } from '../../src/db/seed.ts';
import { buildTestApp } from '../helpers/app.ts';
import { postSealed, randomIp } from '../helpers/sign-in.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const player2fa = { username: 'player2fa', password: 'Player2fa#2026' };

describe('demo seed', () => {
  it('seeds player2fa with all four two-factor methods', async () => {
    const res = await postSealed(app, loginEndpoint.path, player2fa, { ip: randomIp() });
    expect(res.json()).toMatchObject({
      errorCode: 'login_verify_required',
      value: { email: true, ga: true, sms: true, payeeName: true },
    });
    const [row] = await app.db.select().from(members).where(and(eq(members.merchantCode, 'DEMO'), eq(members.username, 'player2fa')));
    expect(row).toMatchObject({ email: 'player2fa@example.com', payeeName: 'Juan Dela Cruz', mobile: '639170000001' });
  });

  it('gives player2fa the documented authenticator secret', async () => {
    // Compared, not used: spending a code here would make a rerun on the same database within 90 s fail.
    const [row] = await app.db.select().from(members).where(and(eq(members.merchantCode, 'DEMO'), eq(members.username, 'player2fa')));
    expect(row?.totpSecret).toBe(PLAYER2FA_TOTP_SECRET);
    const at = Date.UTC(2026, 0, 1);
    expect(totpOf(row?.totpSecret ?? '').generate({ timestamp: at })).toBe(
      new TOTP({ secret: Secret.fromBase32(PLAYER2FA_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at }),
    );
  });

  it('links player1’s Google identity on the local provider', async () => {
    const [link] = await app.db
      .select({ username: members.username })
      .from(identityLinks)
      .innerJoin(members, eq(members.id, identityLinks.memberId))
      .where(
        and(
          eq(identityLinks.merchantCode, 'DEMO'),
          eq(identityLinks.issuer, LOCAL_IDP_ISSUER),
          eq(identityLinks.subject, localSubject('google', 'player1@example.com')),
        ),
      );
    expect(link?.username).toBe('player1');
  });

  it('is idempotent', async () => {
    const names = DEMO_MEMBERS.map((m) => m.username);
    const before = await app.db.select().from(members).where(and(eq(members.merchantCode, 'DEMO'), inArray(members.username, names)));
    await seedDemo(app.db, 'DEMO');
    await seedDemo(app.db, 'DEMO');
    const after = await app.db.select().from(members).where(and(eq(members.merchantCode, 'DEMO'), inArray(members.username, names)));
    expect(after.map((m) => m.id).sort()).toEqual(before.map((m) => m.id).sort());
    const links = await app.db
      .select()
      .from(identityLinks)
      .where(
        and(
          eq(identityLinks.merchantCode, 'DEMO'),
          eq(identityLinks.issuer, LOCAL_IDP_ISSUER),
          eq(identityLinks.subject, localSubject('google', 'player1@example.com')),
        ),
      );
    expect(links).toHaveLength(1);
  });
});
