import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@portico/contract/system';
import { fetchSiteSettings } from './site-settings';

const settings: SiteSettings = {
  merchantCode: 'DEMO',
  name: 'Portico Demo',
  defaultLanguage: 'EN',
  languages: ['EN', 'AR'],
  whitelabel: { UPDATEMOBILEICC3: true },
  features: { chat: true, startGameOnlyInApp: false, forcePasswordChangeOnExpiry: true, mobileAutoLogin: true, googleOneTap: false },
  captcha: { enabled: false, provider: 'builtin', GEETEST_ID: '', GEETEST_VERSION: 'v3' },
  imageCdn: 'https://img.example.com',
  customerService: [],
  redirectAllowList: [],
  headerColor: '#0b4fa8',
  registration: { mobilePassword: true },
  identity: { kind: 'local', channels: ['google'], phoneSignIn: true },
};

function inline(text: string) {
  const el = document.createElement('script');
  el.id = 'portico-settings';
  el.type = 'application/json';
  el.textContent = text;
  document.head.append(el);
}

afterEach(() => document.getElementById('portico-settings')?.remove());

describe('fetchSiteSettings', () => {
  it('uses the settings the platform inlined into the page, without a request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    inline(JSON.stringify(settings));
    await expect(fetchSiteSettings()).resolves.toEqual(settings);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the platform, and checks its answer, when the inline copy is missing or not JSON', async () => {
    inline('{"merchantCode": 1');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: true, value: settings }), { status: 200 }));
    await expect(fetchSiteSettings()).resolves.toEqual(settings);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/wps/system/settings');
  });

  it("refuses the platform's answer when it does not fit the contract", async () => {
    sessionStorage.clear();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, value: { ...settings, languages: 'EN' } }), { status: 200 }),
    );
    await expect(fetchSiteSettings()).rejects.toMatchObject({ kind: 'parse' });
  });
});
