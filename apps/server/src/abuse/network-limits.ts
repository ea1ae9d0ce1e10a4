import type { Limit } from '../plugins/app/rate-limits.ts';
import type { Merchant } from '../merchants/schema.ts';
import { networkOf } from './asn-db.ts';

export type NetworkLimited = 'registration' | 'sms' | 'checks';

/**
 * The per-network (ASN) counter for a reservation (decision 041), to add after the address and /24
 * ones: `<area>:asn:<MERCHANT>:AS<n>`, hosting networks on the stricter limit. None for an address
 * without a network (loopback, private, unlisted).
 */
export async function networkLimit(merchant: Merchant, ip: string, what: NetworkLimited): Promise<[string, Limit][]> {
  const network = await networkOf(ip);
  if (!network) return [];
  const limits = merchant.security.network;
  const limit = network.hosting ? limits[`${what}Hosting`] : limits[what];
  return [[`${what}:asn:${merchant.merchantCode}:AS${network.asn}`, limit]];
}
