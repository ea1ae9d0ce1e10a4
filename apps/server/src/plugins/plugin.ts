import type { FastifyInstance } from 'fastify';

/**
 * Marks a plugin as shared with its parent (what fastify-plugin does), so its decorators and
 * handlers reach the routes registered after it. Spelled out to avoid a dependency for two symbols.
 */
export function sharedPlugin(name: string, fn: (app: FastifyInstance) => Promise<void>) {
  return Object.assign(fn, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
