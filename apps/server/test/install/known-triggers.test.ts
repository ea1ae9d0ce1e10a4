import { describe, expect, it, vi } from 'vitest';
import { knownTriggers } from '../../src/install/known-triggers.ts';

describe('knownTriggers (decision 036)', () => {
  it('keeps the known triggers and reports each unknown name once per merchant', () => {
    const report = vi.fn();
    const stored = { login: { enabled: true }, on_full_moon: { enabled: true }, reg_days: { enabled: true, value: 3 } };
    expect(knownTriggers(stored, 'KT1', report)).toEqual({ login: { enabled: true }, reg_days: { enabled: true, value: 3 } });
    knownTriggers(stored, 'KT1', report);
    expect(report.mock.calls).toEqual([['on_full_moon']]);
    knownTriggers(stored, 'KT2', report);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reads a damaged column as no triggers', () => {
    expect(knownTriggers(null, 'KT3')).toEqual({});
    expect(knownTriggers('app_open', 'KT3')).toEqual({});
  });
});
