import type { FastifyInstance } from 'fastify';
import abuse from './abuse.ts';
import content from './content.ts';
import siteStatus from './site-status.ts';
import wallet from './wallet.ts';
import chat from './chat.ts';
import push from './push.ts';
import tracking from './tracking.ts';

/** Operator endpoints behind ADMIN_TOKEN (http/admin-auth.ts); registered in every mode, refused when unset. */
export function registerAdminRoutes(app: FastifyInstance): void {
  for (const register of [siteStatus, content, abuse, wallet, chat, push, tracking]) register(app);
}
