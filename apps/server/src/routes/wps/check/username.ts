import type { FastifyInstance } from 'fastify';
import { checkUsernameEndpoint, usernameProblem } from '@portico/contract/register';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { assertChecksAllowed } from '../../../registration/check-limit.ts';
import { isUsernameTaken } from '../../../registration/usernames.ts';

/**
 * GET /wps/check/username?username= (doc A §7): the availability shown as a visitor types. Rate-limited
 * per address and per /24 or /48 network (TOO_MANY_REQUEST_CHECK with Retry-After; decision 034),
 * because it tells which names have accounts.
 */
export default function checkUsername(app: FastifyInstance) {
  registerEndpoint(app, checkUsernameEndpoint, async ({ request, merchant, query }) => {
    await assertChecksAllowed(app, merchant, request.ip);
    const username = query.username.trim();
    const problem = usernameProblem(username);
    if (problem) return { username, available: false, reason: problem };
    const taken = await isUsernameTaken(app.db, merchant, username);
    return { username, available: !taken, reason: taken ? ('taken' as const) : null };
  });
}
