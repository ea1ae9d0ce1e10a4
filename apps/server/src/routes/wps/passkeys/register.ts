import type { FastifyInstance } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyRegisterEndpoint } from '@portico/contract/passkeys';
import { finishRegistration } from '../../../auth/passkeys/registration.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function passkeyRegister(app: FastifyInstance) {
  registerEndpoint(app, passkeyRegisterEndpoint, async ({ request, merchant, body, requireSession }) =>
    // The contract checks the envelope; the verifier checks every field inside it.
    finishRegistration({ app, request, merchant, session: requireSession() }, body.response as unknown as RegistrationResponseJSON, body.name),
  );
}
