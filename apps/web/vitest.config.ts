import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { neverInlineFlags } from './build/never-inline-flags.ts';

export default defineConfig({
  plugins: [react()],
  // The flag images are files of an npm package in the workspace's node_modules (components/dialing-code).
  server: { fs: { allow: ['../..'] } },
  build: { assetsInlineLimit: neverInlineFlags },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    setupFiles: ['./src/test/setup.ts'],
    // Vitest's default leaves a core free: one worker on a 2-core runner (211 → 161 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
