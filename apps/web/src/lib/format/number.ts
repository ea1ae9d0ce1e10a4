/**
 * Number formatting of doc A §5 and doc E §3/§9, the one way the app shows amounts and counts:
 *   formatNumber(1234.5)             → "1,235"      (default 0 decimals, grouped)
 *   formatNumber(1234.5, { decimals: 2 }) → "1,234.50"
 *   formatNumber('abc')              → "abc"        (not a number: returned unchanged)
 *   formatNumber(1234.5, { decimals: 2, currency: 'BRL' }) → "1.234,50"  (BRL → pt-BR)
 * The currency only picks the locale (BRL → pt-BR, any other → DEFAULT_NUMBER_LOCALE); the symbol
 * and its position come from the merchant's country info and are placed by formatMoney.
 */

export const DEFAULT_NUMBER_LOCALE = 'en-US';

/** doc E §9 "Currency mapping": only BRL has its own locale. */
const CURRENCY_LOCALES: Readonly<Record<string, string>> = { BRL: 'pt-BR' };

export function localeForCurrency(currency: string | null | undefined): string {
  return (currency && CURRENCY_LOCALES[currency.trim().toUpperCase()]) || DEFAULT_NUMBER_LOCALE;
}

export interface NumberFormatOptions {
  /** Digits after the decimal point, 0–20; default 0. */
  decimals?: number;
  /** The merchant's currency code: decides the locale. */
  currency?: string | null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A finite number from a number or a numeric string ("12.5", " 3 "); null for anything else. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function clampDecimals(decimals: number | undefined): number {
  if (decimals === undefined || !Number.isFinite(decimals)) return 0;
  return Math.min(20, Math.max(0, Math.trunc(decimals)));
}

/**
 * Rounds to `decimals` (half away from zero, as Intl does) with grouping, in the currency's locale.
 * A value that is not numeric is returned as it came (strings unchanged, anything else as String()).
 */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return typeof value === 'string' ? value : String(value);
  // -0 after rounding ("-0") reads as a mistake; Intl keeps the sign of tiny negatives.
  const formatted = formatterFor(localeForCurrency(options.currency), clampDecimals(options.decimals)).format(number);
  return /^-0([.,]0*)?$/.test(formatted) ? formatted.slice(1) : formatted;
}

export interface MoneyFormat {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

/** An amount with the merchant's symbol where the merchant puts it: "₱1,234.50", "1.234,50 R$". */
export function formatMoney(value: unknown, money: MoneyFormat, decimals = 2): string {
  const number = toFiniteNumber(value);
  if (number === null) return typeof value === 'string' ? value : String(value);
  const digits = formatNumber(Math.abs(number), { decimals, currency: money.currency });
  const sign = number < 0 && digits.replace(/[^1-9]/g, '') !== '' ? '-' : '';
  return money.currencyPosition === 'after' ? `${sign}${digits} ${money.currencySymbol}` : `${sign}${money.currencySymbol}${digits}`;
}
