import { describe, expect, it, vi } from 'vitest';
import type { CaptchaChallenge } from '@portico/contract/captcha';
import { createBuiltinVerifier } from './builtin-verifier';

let serial = 0;
const NOW = 1_000_000;
function challenge(expiresIn = 120_000): CaptchaChallenge {
  serial += 1;
  return { algorithm: 'SHA-256', challenge: `c${serial}`, salt: `s${serial}?`, signature: `sig${serial}`, maxnumber: 50_000, expires: NOW + expiresIn };
}

describe('the built-in verifier', () => {
  it('solves the challenge fetched at init and answers the base64 payload the platform expects', async () => {
    const c = challenge();
    const fetchChallenge = vi.fn().mockResolvedValueOnce(c);
    const solve = vi.fn().mockResolvedValue(42);
    const verifier = createBuiltinVerifier({ fetchChallenge, solve, now: () => NOW });
    await verifier.init();
    const payload = await verifier.verify();
    expect(solve).toHaveBeenCalledWith(c.challenge, c.salt, 50_000, undefined);
    expect(JSON.parse(atob(payload))).toEqual({ algorithm: 'SHA-256', challenge: c.challenge, number: 42, salt: c.salt, signature: c.signature });
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
  });

  it('never reuses a challenge: the next verify, and one after reset, fetch a new one', async () => {
    const fetchChallenge = vi.fn(async () => challenge());
    const verifier = createBuiltinVerifier({ fetchChallenge, solve: async () => 1, now: () => NOW });
    await verifier.init();
    const first = JSON.parse(atob(await verifier.verify())) as { signature: string };
    const second = JSON.parse(atob(await verifier.verify())) as { signature: string };
    expect(second.signature).not.toBe(first.signature);
    await verifier.init();
    verifier.reset();
    await verifier.verify();
    expect(fetchChallenge).toHaveBeenCalledTimes(4);
  });

  it('fetches a new challenge when the held one is about to expire', async () => {
    const fetchChallenge = vi.fn().mockResolvedValueOnce(challenge(5_000)).mockResolvedValueOnce(challenge());
    const solve = vi.fn().mockResolvedValue(7);
    const verifier = createBuiltinVerifier({ fetchChallenge, solve, now: () => NOW });
    await verifier.init();
    await verifier.verify();
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
    expect(solve.mock.calls[0]?.[0]).toBe(`c${serial}`);
  });

  it('fails when the challenge has no solution or cannot be fetched', async () => {
    const unsolvable = createBuiltinVerifier({ fetchChallenge: async () => challenge(), solve: async () => null, now: () => NOW });
    await expect(unsolvable.verify()).rejects.toThrow();
    const offline = createBuiltinVerifier({ fetchChallenge: () => Promise.reject(new Error('offline')) });
    await expect(offline.init()).rejects.toThrow('offline');
  });
});
