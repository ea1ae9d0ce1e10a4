import type { FastifyInstance } from 'fastify';
import { pushUnsubscribeEndpoint } from '@portico/contract/push';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { findToken, removeToken, unsubscribeToken } from '../../../push/token-store.ts';

/**
 * doc E §7 CSP_fcmUnsubscribe. No session needed (decision 038): the web app sends it when the member
 * signs out, when the session may already be over, and only the device holds its token. An unknown
 * token answers success too: the outcome the caller wants (no pushes to it) already holds.
 */
export default function fcmUnsubscribeRoute(app: FastifyInstance) {
  registerEndpoint(app, pushUnsubscribeEndpoint, async ({ merchant, body }) => {
    if (!body.unsubscribeAll && !body.topic) {
      throw new PlatformError('request.invalid', { fieldErrors: [{ field: 'topic', message: 'name a topic or set unsubscribeAll' }] });
    }
    const stored = await findToken(app.db, merchant.merchantCode, body.registrationToken);
    if (!stored) return null;
    if (body.unsubscribeAll) await removeToken(app.db, stored.id);
    else await unsubscribeToken(app.db, stored.id, body.topic!);
    return null;
  });
}
