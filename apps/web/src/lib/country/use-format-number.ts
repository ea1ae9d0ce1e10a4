import { formatNumber } from '../format/number';
import { useCountries } from './get-countries';

/**
 * formatNumber in the merchant's stored currency's locale (doc E §3: BRL → pt-BR, else the default):
 * how a screen shows a points figure or a count next to money ("1.250 pontos" on a BRL merchant).
 * Until the country info is in (it is cached for the visit) the default locale.
 */
export function useFormatNumber(): (value: unknown, decimals?: number) => string {
  const currency = useCountries().data?.currency ?? null;
  return (value, decimals = 0) => formatNumber(value, { decimals, currency });
}
