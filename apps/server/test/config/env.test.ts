import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../src/config/env.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DEFAULT_MERCHANT: 'DEMO',
      SEED_DEMO: true,
      SESSION_TTL_HOURS: 168,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MERCHANTS_DIR).toBe(path.join(REPO_ROOT, 'apps/server/merchants'));
    expect(config.WEB_DIST).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, '.data'));
  });

  it('parses numbers and booleans from strings', () => {
    const config = loadConfig({ PORT: '0', SEED_DEMO: 'false', TRUST_PROXY: '1', SESSION_TTL_HOURS: '2' });
    expect(config.PORT).toBe(0);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.SESSION_TTL_HOURS).toBe(2);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging' })).toThrow(/PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
