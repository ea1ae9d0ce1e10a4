import { openDatabase, type Database, type Db } from '../../db/client.ts';
import { seedDemo } from '../../db/seed.ts';
import { seedRankProgress } from '../../db/seed-vip.ts';
import { seedMemberArea } from '../../db/seed-member.ts';
import { seedGames } from '../../db/seed-games.ts';
import { seedHome } from '../../db/seed-home.ts';
import { seedInstallPrompt } from '../../db/seed-install.ts';
import { sharedPlugin } from '../plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens the database, applies migrations, seeds the demo members; closed after the server stops taking requests. */
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
    await seedDemo(database.db, config.DEFAULT_MERCHANT);
    await seedRankProgress(database.db, config.DEFAULT_MERCHANT);
    await seedMemberArea(database.db, config.DEFAULT_MERCHANT);
    await seedGames(database.db, config.DEFAULT_MERCHANT);
    await seedHome(database.db, config.DEFAULT_MERCHANT);
    await seedInstallPrompt(database.db, config.DEFAULT_MERCHANT);
  }
  app.log.info({ database: database.kind }, 'database ready');
});
