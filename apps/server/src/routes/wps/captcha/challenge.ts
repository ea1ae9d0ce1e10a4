import type { FastifyInstance } from 'fastify';
import { captchaChallengeEndpoint } from '@portico/contract/captcha';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** doc A §2 human verification: a signed proof-of-work challenge (decision 012). Never cached (no-store). */
export default function challenge(app: FastifyInstance) {
  registerEndpoint(app, captchaChallengeEndpoint, async ({ merchant }) => app.captcha.challenge(merchant));
}
