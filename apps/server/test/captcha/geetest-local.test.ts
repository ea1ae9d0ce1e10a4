import { describe, expect, it } from 'vitest';
import { LOCAL_RESULT_TTL_MS, localGeetest } from '../../src/captcha/geetest/local.ts';
import { merchantFile, type Merchant } from '../../src/merchants/schema.ts';
import { demoMerchant } from '../helpers/app.ts';

const merchant = (code: string, version: 'v3' | 'v4'): Merchant =>
  merchantFile.parse({ ...demoMerchant(), merchantCode: code, captcha: { enabled: true, provider: 'geetest', GEETEST_ID: 'id-4', GEETEST_VERSION: version } });

describe('the local Geetest adapter (stand-in)', () => {
  it('accepts a v3 result for 60 s, then refuses it; another key refuses it at once', async () => {
    let now = 1_700_000_000_000;
    const { port, standIn } = localGeetest('k'.repeat(64), () => now);
    const m = merchant('DEMO', 'v3');
    const { challenge } = await port.register(m, { ip: '' });
    const validate = standIn.passV3(challenge) ?? '';
    const result = { version: 'v3' as const, challenge, validate, seccode: `${validate}|jordan` };
    now += LOCAL_RESULT_TTL_MS;
    expect(await port.validate(m, result, { ip: '' })).toBe(true);
    now += 1;
    expect(await port.validate(m, result, { ip: '' })).toBe(false);
    expect(await localGeetest('x'.repeat(64), () => now - 1).port.validate(m, result, { ip: '' })).toBe(false);
    expect(LOCAL_RESULT_TTL_MS).toBe(60_000);
  });

  it('binds a v3 challenge to its merchant and a v4 result to the captcha id', async () => {
    const { port, standIn } = localGeetest('k'.repeat(64));
    const { challenge } = await port.register(merchant('DEMO', 'v3'), { ip: '' });
    const validate = standIn.passV3(challenge) ?? '';
    expect(await port.validate(merchant('OTHER', 'v3'), { version: 'v3', challenge, validate, seccode: `${validate}|jordan` }, { ip: '' })).toBe(false);
    const v4 = standIn.passV4('id-4');
    expect(await port.validate(merchant('DEMO', 'v4'), { version: 'v4', ...v4 }, { ip: '' })).toBe(true);
    expect(await port.validate(merchant('DEMO', 'v4'), { version: 'v4', ...standIn.passV4('id-5') }, { ip: '' })).toBe(false);
    expect(standIn.passV3('not-hex')).toBeNull();
  });
});

describe('geetestServers in a merchant file', () => {
  it('takes http(s) origins and site paths, and refuses a bare host name (it would load a relative path)', () => {
    const withServers = (geetestServers: string[]) =>
      merchantFile.safeParse({ ...demoMerchant(), captcha: { enabled: false, provider: 'geetest', GEETEST_ID: '', geetestServers } }).success;
    expect(withServers(['https://static.geetest.com', 'http://localhost:8080/cdn', '/dev/geetest/a'])).toBe(true);
    expect(withServers(['static.geetest.com'])).toBe(false);
    expect(withServers(['https:// x'])).toBe(false);
  });
});
