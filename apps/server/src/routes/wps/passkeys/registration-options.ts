import type { FastifyInstance } from 'fastify';
import { passkeyRegistrationOptionsEndpoint } from '@portico/contract/passkeys';
import { registrationOptions } from '../../../auth/passkeys/registration.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function passkeyRegistrationOptions(app: FastifyInstance) {
  registerEndpoint(app, passkeyRegistrationOptionsEndpoint, async ({ request, merchant, requireSession }) => ({
    ...(await registrationOptions({ app, request, merchant, session: requireSession() })),
  })
  );
}
