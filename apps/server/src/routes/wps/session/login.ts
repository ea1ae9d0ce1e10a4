import type { FastifyInstance } from 'fastify';
import { loginEndpoint } from '@portico/contract/session';
import { signInWithIdentity, signInWithPassword, signInWithPhoneToken } from '../../../auth/authenticate.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/**
 * doc A §3–§5: type username (default), sms or firebase. loginDeviceId counts for the two-factor
 * trust of a place; device and isOfficialAppLogin are accepted and not stored (no column for them).
 */
export default function login(app: FastifyInstance) {
  registerEndpoint(app, loginEndpoint, async ({ request, merchant, body }) => {
    const input = { app, request, merchant, body };
    switch (body.type ?? 'username') {
      case 'sms':
        return signInWithPhoneToken(input);
      case 'firebase':
        return signInWithIdentity(input);
      default:
        return signInWithPassword(input);
    }
  });
}
