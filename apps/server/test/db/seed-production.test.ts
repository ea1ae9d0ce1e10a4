import { describe, expect, it } from 'vitest';
import { firebaseDemo, tempMerchantsDir } from '../helpers/app.ts';
import { startPlatform, stopPlatform } from '../helpers/child-platform.ts';

// A real process: the warning must reach the operator's log at start, before any request.
describe('SEED_DEMO=true in production', () => {
  it('seeds the demo members as told and says so at start', async () => {
    const platform = await startPlatform({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      MERCHANTS_DIR: tempMerchantsDir({ 'demo.json': firebaseDemo() }),
      SMS_ADAPTER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_WEBHOOK_SECRET: 'seed-test-sends-no-text',
    });
    try {
      const warning = platform
        .output()
        .split('\n')
        .find((line) => line.includes('SEED_DEMO=true in production'));
      expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, merchant: 'DEMO' });
    } finally {
      await stopPlatform(platform);
    }
  }, 60_000);
});
