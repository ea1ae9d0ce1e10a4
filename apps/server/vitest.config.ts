import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // argon2 hashing, RSA key generation and PGlite start-up take seconds on a busy machine.
    testTimeout: 30_000,
    // Vitest's default leaves one core free: on a 2-core runner that is one worker, half the machine idle
    // (PGlite is CPU-bound; PostgreSQL waits on its server). Two workers halve the run (617 → 325 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
