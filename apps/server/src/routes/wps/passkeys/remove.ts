import type { FastifyInstance } from 'fastify';
import { passkeyRemoveEndpoint } from '@portico/contract/passkeys';
import { removePasskey } from '../../../auth/passkeys/store.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function passkeyRemove(app: FastifyInstance) {
  registerEndpoint(app, passkeyRemoveEndpoint, async ({ body, requireSession }) => {
    await removePasskey(app, requireSession().member, body.id);
    return { id: body.id };
  });
}
