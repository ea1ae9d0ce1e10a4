import type { FastifyInstance } from 'fastify';
import { autoUsernameEndpoint } from '@portico/contract/register';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { assertChecksAllowed } from '../../../registration/check-limit.ts';
import { suggestUsername } from '../../../registration/usernames.ts';

/**
 * POST /wps/member/register/autoUsername (payload not shown in the spec; decision 014): body
 * {prefix?}, answers {username}, a name free now and valid under the username rule. Counted with
 * the username checks, since each answer also tells which names are free.
 */
export default function autoUsername(app: FastifyInstance) {
  registerEndpoint(app, autoUsernameEndpoint, async ({ request, merchant, body }) => {
    await assertChecksAllowed(app, merchant, request.ip);
    return { username: await suggestUsername(app.db, merchant, body.prefix) };
  });
}
