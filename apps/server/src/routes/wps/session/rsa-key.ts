import type { FastifyInstance } from 'fastify';
import { rsaKeyEndpoint } from '@portico/contract/encryption';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function rsaKey(app: FastifyInstance) {
  registerEndpoint(app, rsaKeyEndpoint, async ({ reply }) => {
    const key = await app.encryption.currentKey();
    reply.header('cache-control', 'no-store');
    return { rsaKey: key.spki, keyId: key.kid, suites: [...app.encryption.suites], serverTime: Date.now() };
  });
}
