import type { FastifyInstance } from 'fastify';
import { pushBindEndpoint } from '@portico/contract/push';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { checkRegistrationToken } from '../../../push/registration-token.ts';
import { bindToken } from '../../../push/token-store.ts';

/** doc E §7 CSP_fcmBind: the token now reaches the signed-in member (moved from another member if it was theirs). */
export default function fcmBindRoute(app: FastifyInstance) {
  registerEndpoint(app, pushBindEndpoint, async ({ merchant, body, requireSession }) => {
    const { member } = requireSession();
    const provider = merchant.push.provider;
    if (provider === 'off') throw new PlatformError('push.unavailable');
    checkRegistrationToken(provider, body.registrationToken, app.push.allowHttp);
    await bindToken(app.db, merchant.merchantCode, body.registrationToken, provider, member.id);
    return null;
  });
}
