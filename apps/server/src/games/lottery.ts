import { createHmac, randomBytes } from 'node:crypto';

/** The stand-in vendor's lottery: pick PICKS different numbers of 1..POOL, the draw takes PICKS. */
export const POOL = 20;
export const PICKS = 3;

export const newSeed = (): string => randomBytes(16).toString('hex');

/**
 * The numbers a seed draws: a Fisher–Yates shuffle driven by HMAC-SHA256 of the seed and a counter,
 * so the recorded seed re-derives the recorded result (an operator can check any draw).
 */
export function drawFromSeed(seed: string, pool = POOL, count = PICKS): number[] {
  const numbers = Array.from({ length: pool }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const block = createHmac('sha256', seed).update(String(i)).digest();
    const j = i + (block.readUInt32BE(0) % (pool - i));
    [numbers[i], numbers[j]] = [numbers[j] as number, numbers[i] as number];
  }
  return numbers.slice(0, count).sort((a, b) => a - b);
}

/** The player's picks from a form: exactly PICKS different whole numbers of 1..POOL, or null. */
export function parsePicks(raw: unknown): number[] | null {
  const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((v) => Number(v));
  const unique = [...new Set(list)];
  const valid = unique.length === PICKS && list.length === PICKS && unique.every((n) => Number.isInteger(n) && n >= 1 && n <= POOL);
  return valid ? unique.sort((a, b) => a - b) : null;
}

export const hitsOf = (picks: number[], drawn: number[]) => picks.filter((n) => drawn.includes(n)).length;
