import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';

const WEBHOOK = { SMS_ADAPTER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_SECRET: 'sixteen-chars-at-least' };

describe('SMS configuration', () => {
  it('defaults to the outbox adapter outside production', () => {
    expect(loadConfig({}).SMS_ADAPTER).toBe('outbox');
    expect(loadConfig({ NODE_ENV: 'test' }).SMS_ADAPTER).toBe('outbox');
  });

  it('refuses the outbox adapter in production, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_ADAPTER: .*production.*SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_ADAPTER: 'outbox' })).toThrow(/SMS_ADAPTER/);
    expect(loadConfig({ NODE_ENV: 'production', ...WEBHOOK })).toMatchObject(WEBHOOK);
  });

  it('needs a URL and a secret for the webhook adapter, naming each missing one', () => {
    expect(() => loadConfig({ SMS_ADAPTER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL[\s\S]*SMS_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...WEBHOOK, SMS_WEBHOOK_URL: 'ftp://sms.example.com' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ ...WEBHOOK, SMS_WEBHOOK_SECRET: 'short' })).toThrow(/SMS_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SMS_ADAPTER: 'carrier-pigeon' })).toThrow(/SMS_ADAPTER/);
  });
});
