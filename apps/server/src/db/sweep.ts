import type { FastifyInstance } from 'fastify';

/**
 * Deletes what has expired (sessions, replay records, later counters and codes) every `everyMs`,
 * on every instance — each delete is idempotent, so instances need not coordinate. Stops with the app.
 */
export function sweepPeriodically(app: FastifyInstance, what: string, everyMs: number, sweep: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => app.log.warn({ err }, `${what} sweep failed`));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
