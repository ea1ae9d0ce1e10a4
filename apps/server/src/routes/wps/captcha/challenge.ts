import type { FastifyInstance } from 'fastify';
import { captchaChallengeEndpoint } from '@portico/contract/captcha';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/**
 * doc A §2 human verification: a signed proof-of-work challenge (decision 012), bound to the address
 * asking and the form it is for, its difficulty adapted to the recent rate (decision 041). Never cached.
 */
export default function challenge(app: FastifyInstance) {
  registerEndpoint(app, captchaChallengeEndpoint, async ({ merchant, request, query }) =>
    app.captcha.challenge(merchant, { ip: request.ip, form: query.form ?? 'sign-in' }),
  );
}
