import type { FastifyInstance } from 'fastify';
import outbox from './outbox.ts';
import members from './members.ts';
import geetest from './geetest.ts';
import registrations from './registrations.ts';
import pixels from './pixels.ts';

/**
 * Development-only pages and fixtures (the sms outbox, test members, the Geetest stand-in). They exist so a person
 * running Portico locally and the end-to-end tests can complete every flow without a real
 * gateway. Some of them let a person sign in without a secret (the outbox shows sms codes), so they are
 * registered only with DEV_ROUTES=true (refused in production); otherwise they answer 404.
 */
export function registerDevRoutes(app: FastifyInstance): void {
  if (!app.config.DEV_ROUTES) return;
  for (const register of [outbox, members, geetest, registrations, pixels] as ((app: FastifyInstance) => void)[]) register(app);
}
