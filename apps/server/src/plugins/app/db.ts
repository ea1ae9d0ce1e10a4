import { openDatabase, type Database, type Db } from '../../db/client.ts';
import { seedDemoContent } from '../../db/seed-demo.ts';
import { sharedPlugin } from '../plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens the database, applies migrations, seeds the demo members and content; closed after the server stops taking requests. */
export default sharedPlugin('db', async (app) => {
  const { config } = app;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    lockWaitMs: config.DATA_DIR_WAIT_S * 1000,
    onLockWait: (pid) => app.log.warn({ dataDir: config.DATA_DIR, pid, waitSeconds: config.DATA_DIR_WAIT_S }, 'DATA_DIR is held by another process: waiting for it to stop'),
  });
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());
  if (config.SEED_DEMO) {
    // Production seeds only when told to (decision 022): the demo passwords are published in the README.
    if (config.NODE_ENV === 'production') {
      app.log.warn({ merchant: config.DEFAULT_MERCHANT }, 'SEED_DEMO=true in production: the demo members with their published passwords exist on this instance');
    }
    await seedDemoContent(database.db, app.merchants.all.values(), config.DEFAULT_MERCHANT);
  }
  app.log.info({ database: database.kind }, 'database ready');
}, ['merchants']);
