import { PING_TIMEOUT_MS } from '@portico/contract/domains';
import { pingEndpoint } from '@portico/contract/system';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/**
 * GET /wps/system/test/ping on this domain, 20 s, with the Merchant header (doc A §7, §9). Used when
 * the race found no other domain: is this one still alive, so retry may simply reload it?
 */
export async function pingCurrentDomain(): Promise<boolean> {
  try {
    await callEndpoint(pingEndpoint, { query: { speed: String(Date.now()) }, timeoutMs: PING_TIMEOUT_MS, alert: false, noStore: true });
    return true;
  } catch {
    return false;
  }
}
