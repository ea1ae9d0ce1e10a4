import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeySignInEndpoint } from '@portico/contract/passkeys';
import { signInWithPasskey } from '../../../auth/passkeys/sign-in.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function passkeySignIn(app: FastifyInstance) {
  registerEndpoint(app, passkeySignInEndpoint, async ({ request, merchant, body }) =>
    // The contract checks the envelope; the verifier checks every field inside it.
    signInWithPasskey({ app, request, merchant }, body.response as unknown as AuthenticationResponseJSON),
  );
}
