import type { FastifyInstance } from 'fastify';
import { pingEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function ping(app: FastifyInstance) {
  registerEndpoint(app, pingEndpoint, async () => ({ serverTime: Date.now() }));
}
