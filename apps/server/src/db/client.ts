import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Any fixed number: instances starting together take turns migrating instead of racing on CREATE TABLE. */
const MIGRATION_LOCK = 720_112_026;

/** Opens PostgreSQL when a URL is given, else PGlite; both run the same drizzle/ SQL before answering. */
export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How long to wait for another process to let go of dataDir, told through onLockWait. */
  lockWaitMs?: number;
  onLockWait?: (holderPid: number) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts);
}

/**
 * PGlite runs PostgreSQL inside this process, in WebAssembly memory that grows and never shrinks:
 * the default 128 MB of shared buffers filled up under load and stayed (issue 18). PGlite is the
 * one-machine database (development, demos, tests); its working set fits in far less. PostgreSQL
 * (DATABASE_URL) keeps its own configuration.
 */
const PGLITE_CONF = ['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'wal_buffers=1MB'];

/**
 * PostgreSQL's WebAssembly stays in V8's baseline compiler (Liftoff). By default V8 recompiles the hot
 * functions with its optimising compiler: measured on a restarted platform, that holds ~70 MB more
 * resident (the optimised code and the compiler's memory, which the allocator keeps) for 15–25 % on
 * large queries and nothing measurable on the platform's small ones; start-up is ~30 % faster without it
 * (decision 046). A V8 flag is process-wide and read when code is compiled: set before PGlite compiles.
 */
function baselineWasmOnly(): void {
  setFlagsFromString('--liftoff-only');
}

async function openPglite({ dataDir, lockWaitMs = 0, onLockWait }: OpenOptions): Promise<Database> {
  baselineWasmOnly();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // A folder is one process's database; memory:// is private to this process anyway.
  const lock = dataDir.startsWith('memory://') ? null : await lockDataDir(dataDir, lockWaitMs, onLockWait);
  try {
    const client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONF });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS }).catch(async (err: unknown) => {
      await client.close();
      throw err;
    });
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // Advisory locks belong to a connection, so migrations run on a dedicated one-connection client.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const mdb = drizzle(migrator);
    await mdb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migrate(mdb, { migrationsFolder: MIGRATIONS });
    } finally {
      await mdb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await migrator.end();
  }
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(client, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}
