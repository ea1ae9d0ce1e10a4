import type { FastifyInstance } from 'fastify';
import { pushSubscribeEndpoint } from '@portico/contract/push';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { findToken, subscribeToken } from '../../../push/token-store.ts';

/** doc E §7 CSP_fcmSubscribe: only a token bound to the caller (CSP_fcmBind first) joins a topic. */
export default function fcmSubscribeRoute(app: FastifyInstance) {
  registerEndpoint(app, pushSubscribeEndpoint, async ({ merchant, body, requireSession }) => {
    const { member } = requireSession();
    const stored = await findToken(app.db, merchant.merchantCode, body.registrationToken);
    if (!stored || stored.memberId !== member.id) {
      throw new PlatformError('push.token_invalid', { fieldErrors: [{ field: 'registrationToken', message: 'not bound to you: bind it first' }] });
    }
    await subscribeToken(app.db, stored.id, body.topic);
    return null;
  });
}
