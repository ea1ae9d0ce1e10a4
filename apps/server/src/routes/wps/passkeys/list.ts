import type { FastifyInstance } from 'fastify';
import { passkeyListEndpoint } from '@portico/contract/passkeys';
import { memberPasskeys, summaryOf } from '../../../auth/passkeys/store.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function passkeyList(app: FastifyInstance) {
  registerEndpoint(app, passkeyListEndpoint, async ({ requireSession }) => ({
    passkeys: (await memberPasskeys(app, requireSession().member)).map(summaryOf),
  }));
}
