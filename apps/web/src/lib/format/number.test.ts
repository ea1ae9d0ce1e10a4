import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_NUMBER_LOCALE, formatMoney, formatNumber, localeForCurrency } from './number';

describe('formatNumber (doc A §5, doc E §3)', () => {
  it('rounds to no decimals by default, with grouping', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,568');
    expect(formatNumber(999.49)).toBe('999');
    expect(formatNumber('2500')).toBe('2,500');
  });

  it('rounds to the given decimals, padding with zeros', () => {
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1,234.50');
    expect(formatNumber(0.125, { decimals: 2 })).toBe('0.13');
    expect(formatNumber('7', { decimals: 3 })).toBe('7.000');
  });

  it('returns a value that is not a number unchanged', () => {
    expect(formatNumber('abc')).toBe('abc');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('12abc', { decimals: 2 })).toBe('12abc');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(null)).toBe('null');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('uses pt-BR for BRL and the default locale for every other currency', () => {
    expect(localeForCurrency('BRL')).toBe('pt-BR');
    expect(localeForCurrency('brl')).toBe('pt-BR');
    expect(localeForCurrency('PHP')).toBe(DEFAULT_NUMBER_LOCALE);
    expect(localeForCurrency(undefined)).toBe(DEFAULT_NUMBER_LOCALE);
    expect(formatNumber(1234.5, { decimals: 2, currency: 'BRL' })).toBe('1.234,50');
    expect(formatNumber(1234.5, { decimals: 2, currency: 'PHP' })).toBe('1,234.50');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(-0.004, { decimals: 2 })).toBe('0.00');
    expect(formatNumber(-0.6)).toBe('-1');
  });

  it('reads back as the value rounded to its decimals, for any number and decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        const shown = formatNumber(value, { decimals });
        const [, fraction = ''] = shown.split('.');
        expect(fraction.length).toBe(decimals);
        const readBack = Number(shown.replace(/,/g, ''));
        expect(Math.abs(readBack - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9 * Math.max(1, Math.abs(value)));
      }),
    );
  });

  it('returns any non-numeric string unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() === '' || !Number.isFinite(Number(s))),
        (text) => {
          expect(formatNumber(text, { decimals: 2 })).toBe(text);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('puts the merchant symbol where the merchant puts it', () => {
    expect(formatMoney(1234.5, { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' })).toBe('₱1,234.50');
    expect(formatMoney(1234.5, { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'after' })).toBe('1.234,50 R$');
    expect(formatMoney(-3, { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' }, 0)).toBe('-₱3');
    expect(formatMoney('n/a', { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' })).toBe('n/a');
  });
});
