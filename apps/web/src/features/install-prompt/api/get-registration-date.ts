import { memberInfoEndpoint } from '@portico/contract/member';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** GET /wps/member/info's regDate (doc E §3) for the reg_days trigger, in ms; null when unreadable. */
export async function fetchRegistrationDate(): Promise<number | null> {
  const info = await callEndpoint(memberInfoEndpoint, { alert: false });
  const at = Date.parse(info.regDate);
  return Number.isNaN(at) ? null : at;
}
