/**
 * Data-centre and hosting networks (decision 041): where a bot rents addresses by the hundred and a
 * person almost never browses from. Curated from each provider's published AS numbers (PeeringDB
 * records and the providers' own "our networks" pages, checked against @ip-location-db/asn's
 * organisation names); the name patterns catch the long tail of small hosters the list misses.
 */
export const HOSTING_ASNS: ReadonlyMap<number, string> = new Map([
  [16509, 'Amazon AWS'], [14618, 'Amazon AWS'], [8987, 'Amazon AWS'],
  [396982, 'Google Cloud'], [15169, 'Google'], [19527, 'Google'], [139070, 'Google Cloud Asia'],
  [8075, 'Microsoft Azure'], [8068, 'Microsoft'], [8069, 'Microsoft'],
  [14061, 'DigitalOcean'],
  [16276, 'OVH'], [35540, 'OVH'],
  [24940, 'Hetzner'], [213230, 'Hetzner Cloud'], [212317, 'Hetzner'],
  [63949, 'Linode / Akamai Connected Cloud'],
  [20473, 'Vultr / Choopa'],
  [45102, 'Alibaba Cloud'], [37963, 'Alibaba Cloud'],
  [132203, 'Tencent Cloud'], [45090, 'Tencent Cloud'],
  [31898, 'Oracle Cloud'],
  [51167, 'Contabo'],
  [60781, 'Leaseweb'], [28753, 'Leaseweb'], [16265, 'Leaseweb'], [30633, 'Leaseweb'],
  [9009, 'M247'],
  [12876, 'Scaleway'],
  [36351, 'IBM Cloud / SoftLayer'],
  [136907, 'Huawei Cloud'],
  [13335, 'Cloudflare'],
  [47583, 'Hostinger'],
  [8560, 'IONOS'],
  [40676, 'Psychz'],
  [8100, 'QuadraNet'],
  [36352, 'ColoCrossing'],
  [53667, 'FranTech / BuyVM'],
  [60068, 'Datacamp / CDN77'],
  [199524, 'G-Core Labs'],
]);

/** Organisation names that say hosting; tested against the name in the table, whole words. */
const HOSTING_NAME = /\b(hosting|host|data ?cent(er|re)s?|vps|colocation|colo|dedicated|servers?|cloud)\b/i;

export function isHostingNetwork(asn: number, organisation: string): boolean {
  return HOSTING_ASNS.has(asn) || HOSTING_NAME.test(organisation);
}
