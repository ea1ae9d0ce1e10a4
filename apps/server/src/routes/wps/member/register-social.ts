import type { FastifyInstance } from 'fastify';
import { socialRegisterEndpoint } from '@portico/contract/register';
import { findLinkedMember } from '../../../auth/identity-links.ts';
import { startSession } from '../../../auth/sign-in.ts';
import { registerSocialMember } from '../../../auth/social-register.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { reserveRegistration } from '../../../registration/register-member.ts';

/**
 * A new account for a social identity (doc A §4 "register a new account", and the native
 * auto-registration). An identity that is linked already signs its member in, as login would:
 * a second tap, or two registrations racing, end in the same account. Only an attempt that would
 * create an account counts against the address's registration limits, the same ones a username or
 * mobile registration reserves (decision 046): a bot farm gains nothing by choosing this door.
 */
export default function registerSocial(app: FastifyInstance) {
  registerEndpoint(app, socialRegisterEndpoint, async ({ request, merchant, body }) => {
    const claims = await app.identity.verifyIdToken(merchant, body.firebaseIdToken);
    const linked = await findLinkedMember(app.db, merchant, claims);
    if (linked) return startSession(app, linked, request);
    const permit = await reserveRegistration(app, merchant, request.ip);
    try {
      return await registerSocialMember(app, { merchant, claims, channel: body.firebaseChannel, request, permit, context: body });
    } catch (err) {
      // Lost a race with a registration of the same identity: its transaction rolled ours back.
      const winner = err instanceof PlatformError ? await findLinkedMember(app.db, merchant, claims) : null;
      if (winner) return startSession(app, winner, request);
      throw err;
    }
  });
}
