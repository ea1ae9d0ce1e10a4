import { unreadTicketEndpoint } from '@portico/contract/chat';
import { ApiError } from '../../../lib/http/api-error';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { isSessionEnded } from '../../../lib/http/describe-error';
import { applyErrorPolicy } from '../../../lib/http/error-policy';

/**
 * POST /wps/relay/CBS_unreadCountTicket (decision 057): the ticket that opens the unread stream.
 * Alert off, like the count itself; a session that ended gets the catalogue's 'please login'.
 */
export async function fetchUnreadTicket(): Promise<string> {
  try {
    return (await callEndpoint(unreadTicketEndpoint, { alert: false })).ticket;
  } catch (error) {
    throw error instanceof ApiError && isSessionEnded(error) ? applyErrorPolicy(error, { alert: true }) : error;
  }
}
