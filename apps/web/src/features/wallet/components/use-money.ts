import { useCountries } from '../../../lib/country/get-countries';
import { formatNumber } from '../../../lib/format/number';
import { formatMinor } from '../model/money';

/**
 * Formats minor units with the merchant's currency, symbol and position (doc E §3 country info; BRL →
 * pt-BR). Until that answer is in (it is cached for the visit) the bare number, never a wrong symbol.
 */
export function useMoney(): (minor: number) => string {
  const { data } = useCountries();
  if (!data) return (minor) => formatNumber(minor / 100, { decimals: 2 });
  const money = { currency: data.currency, currencySymbol: data.currencySymbol, currencyPosition: data.currencyPosition };
  return (minor) => formatMinor(minor, money);
}
