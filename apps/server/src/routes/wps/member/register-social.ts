import type { FastifyInstance } from 'fastify';
import { socialRegisterEndpoint } from '@portico/contract/register';
import { findLinkedMember } from '../../../auth/identity-links.ts';
import { startSession } from '../../../auth/sign-in.ts';
import { registerSocialMember } from '../../../auth/social-register.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';

/**
 * A new account for a social identity (doc A §4 "register a new account", and the native
 * auto-registration). An identity that is linked already signs its member in, as login would:
 * a second tap, or two registrations racing, end in the same account.
 */
export default function registerSocial(app: FastifyInstance) {
  registerEndpoint(app, socialRegisterEndpoint, async ({ request, merchant, body }) => {
    const claims = await app.identity.verifyIdToken(merchant, body.firebaseIdToken);
    const linked = await findLinkedMember(app.db, merchant, claims);
    if (linked) return startSession(app, linked, request);
    try {
      return await registerSocialMember(app, { merchant, claims, channel: body.firebaseChannel, request, context: body });
    } catch (err) {
      // Lost a race with a registration of the same identity: its transaction rolled ours back.
      const winner = err instanceof PlatformError ? await findLinkedMember(app.db, merchant, claims) : null;
      if (winner) return startSession(app, winner, request);
      throw err;
    }
  });
}
