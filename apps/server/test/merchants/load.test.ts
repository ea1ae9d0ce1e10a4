import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/merchants/load.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir } from '../helpers/app.ts';

describe('merchant files', () => {
  it('loads the shipped demo merchant with every language', async () => {
    const { LANGUAGES } = await import('@portico/contract/languages');
    const demo = loadMerchants(tempMerchantsDir({ 'demo.json': demoMerchant() })).get('DEMO');
    expect(demo?.name).toBe('Portico Demo');
    expect(demo?.defaultLanguage).toBe('EN');
    expect([...(demo?.languages ?? [])].sort()).toEqual([...LANGUAGES].sort());
  });

  it('names the file and the field path of a bad value', () => {
    const bad = demoMerchant();
    (bad.countries as { countryDialingCode: unknown }[])[0]!.countryDialingCode = 63;
    const dir = tempMerchantsDir({ 'demo.json': bad });
    expect(() => loadMerchants(dir)).toThrow('demo.json: countries.0.countryDialingCode: expected string');
  });

  it('refuses an unknown key, a wrong version and invalid JSON', () => {
    expect(() => loadMerchants(tempMerchantsDir({ 'demo.json': { ...demoMerchant(), colour: 'red' } }))).toThrow(
      /demo\.json: .*colour/,
    );
    expect(() => loadMerchants(tempMerchantsDir({ 'demo.json': { ...demoMerchant(), version: 2 } }))).toThrow(
      /demo\.json: version/,
    );
  });

  it('caps marketing overlays at 3 a visit unless the file says otherwise, between 0 and 20 (decision 025)', () => {
    const load = (extra: Record<string, unknown>) => loadMerchants(tempMerchantsDir({ 'demo.json': { ...demoMerchant(), ...extra } })).get('DEMO');
    expect(load({})?.marketingOverlaysPerVisit).toBe(3);
    expect(load({ marketingOverlaysPerVisit: 0 })?.marketingOverlaysPerVisit).toBe(0);
    expect(() => load({ marketingOverlaysPerVisit: 21 })).toThrow(/demo\.json: marketingOverlaysPerVisit/);
    expect(() => load({ marketingOverlaysPerVisit: 1.5 })).toThrow(/demo\.json: marketingOverlaysPerVisit/);
  });

  it('fills the app layer with defaults and names a bad field of it (decision 037)', () => {
    const load = (appLayer?: Record<string, unknown>) => {
      const { appLayer: _shipped, ...rest } = demoMerchant();
      return loadMerchants(tempMerchantsDir({ 'demo.json': appLayer ? { ...rest, appLayer } : rest })).get('DEMO');
    };
    expect(load()?.appLayer).toEqual({
      icon: null,
      latestAppVersion: null,
      downloadBar: { enabled: true, loginRequired: false, minRankLevel: 0 },
      downloadPopupSeconds: 20,
    });
    expect(load({ downloadBar: { minRankLevel: 3 } })?.appLayer.downloadBar).toEqual({ enabled: true, loginRequired: false, minRankLevel: 3 });
    expect(() => load({ latestAppVersion: 'latest' })).toThrow(/demo\.json: appLayer\.latestAppVersion: a version like 2\.5\.0/);
    expect(() => load({ icon: '/m/../secrets.svg' })).toThrow(/demo\.json: appLayer\.icon/);
    expect(() => load({ icon: 'https://cdn.example.com/icon.svg' })).toThrow(/demo\.json: appLayer\.icon/);
  });

  it('refuses a default language the merchant does not support', () => {
    const dir = tempMerchantsDir({ 'demo.json': { ...demoMerchant(), languages: ['CN'], defaultLanguage: 'EN' } });
    expect(() => loadMerchants(dir)).toThrow('demo.json: defaultLanguage: not one of languages');
  });

  it('stops the app from starting', async () => {
    const bad = demoMerchant();
    (bad.captcha as Record<string, unknown>).GEETEST_VERSION = 'v9';
    const dir = tempMerchantsDir({ 'demo.json': bad });
    await expect(buildTestApp({ MERCHANTS_DIR: dir })).rejects.toThrow(/demo\.json: captcha\.GEETEST_VERSION/);
  });
});
