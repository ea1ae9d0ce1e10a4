import { domainCheckEndpoint, type DomainCheckValue } from '@portico/contract/domains';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** The domain check (doc A §3, §7): customer-service entries and the domains to race. Shows nothing itself. */
export function getDomainCheck(): Promise<DomainCheckValue> {
  return callEndpoint(domainCheckEndpoint, { alert: false, noStore: true });
}
