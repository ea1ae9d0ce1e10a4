import { formatMoney, type MoneyFormat } from '../../../lib/format/number';

/** Digits after the decimal point of a currency (2 for PHP and BRL, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The platform's minor units as a major-unit number (50000 PHP → 500). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** An amount in minor units with the merchant's symbol, in its currency's notation ("₱500.00", "R$50,00"). */
export function formatMinor(minor: number, money: MoneyFormat): string {
  return formatMoney(toMajor(minor, money.currency), money, currencyDigits(money.currency));
}
