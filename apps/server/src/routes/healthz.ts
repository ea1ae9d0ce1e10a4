import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** For load balancers: ok only when the database answers. */
export function registerHealthz(app: FastifyInstance): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}
