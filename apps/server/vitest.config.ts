import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // argon2 hashing, RSA key generation and PGlite start-up take seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
