import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTotp, newTotpSecret, totpOf } from '../../src/auth/totp.ts';
import { buildTestApp } from '../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let ids = 0;
/** Step claims are keyed by member id only: a made-up id per test keeps tests apart on a shared database. */
const member = () => ({ id: 2_000_000_000 - process.pid * 1000 - (ids += 1) - Math.floor(Math.random() * 1e6), totpSecret: newTotpSecret() });

describe('authenticator codes (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits; 6 digits: 287082).
    const rfc = totpOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(rfc.generate({ timestamp: 59_000 })).toBe('287082');
  });

  it('accepts the current code and one step either side, not two', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 15);
    for (const offset of [-30_000, 0, 30_000]) {
      const m = member();
      expect(await acceptTotp(app, m, totpOf(m.totpSecret).generate({ timestamp: now + offset }), now), String(offset)).toBe(true);
    }
    for (const offset of [-60_000, 60_000]) {
      const m = member();
      expect(await acceptTotp(app, m, totpOf(m.totpSecret).generate({ timestamp: now + offset }), now), String(offset)).toBe(false);
    }
  });

  it('accepts a code once, and no older code after it', async () => {
    const m = member();
    const now = Date.UTC(2026, 0, 1, 12, 0, 15);
    const gen = totpOf(m.totpSecret);
    const current = gen.generate({ timestamp: now });
    expect(await acceptTotp(app, m, current, now)).toBe(true);
    expect(await acceptTotp(app, m, current, now + 1000)).toBe(false);
    expect(await acceptTotp(app, m, gen.generate({ timestamp: now - 30_000 }), now + 2000)).toBe(false);
    // The next step's code is still good.
    expect(await acceptTotp(app, m, gen.generate({ timestamp: now + 30_000 }), now + 30_000)).toBe(true);
  });

  it('lets only one of two simultaneous uses of a code through', async () => {
    const m = member();
    const code = totpOf(m.totpSecret).generate();
    const results = await Promise.all([acceptTotp(app, m, code), acceptTotp(app, m, code), acceptTotp(app, m, code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses malformed codes and members without a secret', async () => {
    const m = member();
    for (const code of ['', '12345', '1234567', 'abcdef']) expect(await acceptTotp(app, m, code)).toBe(false);
    expect(await acceptTotp(app, { id: m.id, totpSecret: null }, '123456')).toBe(false);
  });
});
