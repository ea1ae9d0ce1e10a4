import type { FastifyInstance } from 'fastify';
import { passkeyRenameEndpoint } from '@portico/contract/passkeys';
import { renamePasskey } from '../../../auth/passkeys/store.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function passkeyRename(app: FastifyInstance) {
  registerEndpoint(app, passkeyRenameEndpoint, async ({ body, requireSession }) => renamePasskey(app, requireSession().member, body.id, body.name));
}
