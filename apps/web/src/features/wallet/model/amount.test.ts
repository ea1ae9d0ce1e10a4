import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount';

const PHP = { currency: 'PHP', min: 10_000, max: 5_000_000 };

describe('checkAmount', () => {
  it('turns what a person types into minor units', () => {
    expect(checkAmount('500', PHP)).toEqual({ minor: 50_000 });
    expect(checkAmount(' 500.5 ', PHP)).toEqual({ minor: 50_050 });
    expect(checkAmount('500,25', PHP)).toEqual({ minor: 50_025 });
    expect(checkAmount('100.00', PHP)).toEqual({ minor: 10_000 });
    expect(checkAmount('50000', PHP)).toEqual({ minor: 5_000_000 });
    expect(checkAmount('1000', { currency: 'JPY', min: 1, max: 100_000 })).toEqual({ minor: 1000 });
  });

  it('refuses empty, non-numeric, too precise and out-of-range amounts', () => {
    expect(checkAmount('  ', PHP)).toEqual({ problem: 'required' });
    for (const text of ['abc', '1e3', '-500', '5 00', '1,000.00', '+5', '.5']) expect(checkAmount(text, PHP), text).toEqual({ problem: 'notNumber' });
    expect(checkAmount('500.123', PHP)).toEqual({ problem: 'tooManyDecimals' });
    expect(checkAmount('500.5', { currency: 'JPY', min: 1, max: 100_000 })).toEqual({ problem: 'tooManyDecimals' });
    expect(checkAmount('99.99', PHP)).toEqual({ problem: 'belowMin' });
    expect(checkAmount('50000.01', PHP)).toEqual({ problem: 'aboveMax' });
  });
});
