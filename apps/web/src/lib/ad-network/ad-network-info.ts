import { AD_NETWORK_FIELDS, AD_NETWORK_VALUE, type AdNetworkInfo } from '@portico/contract/register-rules';

/**
 * Ad-network ids (doc A §3: adAppToken, gpsAdid, adid, afAppId, appsflyerId, afAdvertisingId,
 * afOaid, idfa, idfv), stored by the platform at registration. The native wrapper knows them and
 * passes them in the query of the address it opens (decision 014); they are kept here so they
 * survive the walk from the landing page to /m/register.
 */
export const AD_NETWORK_KEY = 'MC_AD_NETWORK_INFO';

export function readAdNetworkInfo(): AdNetworkInfo {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(AD_NETWORK_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return adNetworkFrom((key) => {
      const value = (parsed as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : null;
    });
  } catch {
    return {};
  }
}

function adNetworkFrom(get: (key: string) => string | null): AdNetworkInfo {
  const info: AdNetworkInfo = {};
  for (const field of AD_NETWORK_FIELDS) {
    const value = get(field)?.trim();
    if (value && AD_NETWORK_VALUE.test(value)) info[field] = value;
  }
  return info;
}

/** Keeps the ids present in `search` over the saved ones; a query without any changes nothing. */
export function captureAdNetworkInfo(search: string = location.search): AdNetworkInfo {
  const query = new URLSearchParams(search);
  const found = adNetworkFrom((key) => query.get(key));
  if (Object.keys(found).length === 0) return readAdNetworkInfo();
  const next = { ...readAdNetworkInfo(), ...found };
  try {
    localStorage.setItem(AD_NETWORK_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: the ids last for this page only
  }
  return next;
}
