import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Inside the folder, beside PostgreSQL's own files (PGlite writes no postmaster.pid of its own). */
const LOCK_FILE = 'portico.lock';
const POLL_MS = 100;
/** Folders this process holds: a second open in the same process waits like any other (its pid is ours). */
const heldHere = new Set<string>();

export interface DataDirLock {
  release(): void;
}

/** Whether a process with this pid runs (EPERM: it does, under another user). Our own pid is a lock left by our predecessor in a container. */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** One attempt: the pid of a live holder, or null once the lock is ours (a dead holder's file is taken over). */
function tryLock(file: string): number | null {
  if (heldHere.has(file)) return process.pid;
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const holder = holderOf(file);
  if (holder !== null && isAlive(holder)) return holder;
  // Left by a process that died without closing (kill -9, power loss). Two starters may both see it
  // stale: only one of them wins the exclusive create that follows, the other retries and sees the winner.
  try {
    if (holderOf(file) === holder) unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return tryLock(file);
}

/**
 * An exclusive lock on a PGlite data folder: two processes on one folder each believe they own the
 * database and lose each other's acknowledged writes. A restart waits up to `waitMs` for the previous
 * process to finish shutting down; past that the start fails naming the folder and the holder's pid.
 */
export async function lockDataDir(dataDir: string, waitMs: number, onWait?: (holder: number) => void): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const holder = tryLock(file);
    if (holder === null) {
      heldHere.add(file);
      break;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another Portico process (pid ${holder}); two processes on one PGlite folder ` +
          'lose each other’s writes. Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL to share).',
      );
    }
    if (!told) onWait?.(holder);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const releaseOnExit = () => release();
  function release(): void {
    process.off('exit', releaseOnExit);
    if (!heldHere.delete(file)) return;
    if (holderOf(file) === process.pid) unlinkSync(file);
  }
  // An exit without close (process.exit from a shutdown timeout) must not leave a lock that names a live pid.
  process.on('exit', releaseOnExit);
  return { release };
}
