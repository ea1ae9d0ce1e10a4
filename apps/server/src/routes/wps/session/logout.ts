import type { FastifyInstance } from 'fastify';
import { logoutEndpoint } from '@portico/contract/session';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** Succeeds without a session too: the web app logs out locally whatever the answer. */
export default function logout(app: FastifyInstance) {
  registerEndpoint(app, logoutEndpoint, async ({ token }) => {
    if (token) await app.sessions.revoke(token);
    return null;
  });
}
