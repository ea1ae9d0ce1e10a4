import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every plugin of ours, by the name it registers under (`dependencies` may name only these). */
export type PluginName =
  | 'static'
  | 'swagger'
  | 'security-headers'
  | 'merchants'
  | 'db'
  | 'rateLimits'
  | 'sms'
  | 'smsCodes'
  | 'sessions'
  | 'encryption'
  | 'identity'
  | 'captcha'
  | 'siteStatus'
  | 'web-app'
  | 'errors'
  | 'domains'
  | 'wallet'
  | 'chat'
  | 'push'
  | 'conversions';

/**
 * A plugin shared with its parent (fastify-plugin), so its decorators and hooks reach the routes
 * registered after it. `dependencies` names the plugins it uses: Fastify refuses to start when one
 * of them was not registered before it, so the order in app.ts is enforced, not only commented.
 */
export function sharedPlugin(name: PluginName, fn: (app: FastifyInstance) => Promise<void>, dependencies: PluginName[] = []) {
  return fp(fn, { name, dependencies, fastify: '5.x' });
}
