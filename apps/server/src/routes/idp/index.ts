import type { FastifyInstance } from 'fastify';
import jwks from './local/jwks.ts';
import phone from './local/phone.ts';
import signIn from './local/signin.ts';

/**
 * The local identity provider (/idp/local): a stand-in for Firebase Authentication in development
 * and tests, with real signed ID tokens and real sms codes. Registered only with DEV_ROUTES=true
 * (refused in production); without it a merchant configured for it refuses to start, see plugins/app/identity.ts.
 */
export function registerIdpRoutes(app: FastifyInstance): void {
  if (!app.config.DEV_ROUTES) return;
  // Its own context: the sign-in page posts an HTML form, a body type no other route accepts.
  void app.register(async (idp) => {
    idp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    for (const register of [jwks, signIn, phone]) register(idp);
  });
}
