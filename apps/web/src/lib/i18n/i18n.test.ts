import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: which locale chunks have loaded is module state.
async function fresh() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('setLanguage', () => {
  it('switches to Arabic right to left and back to English left to right', async () => {
    const { i18n, setLanguage } = await fresh();
    await setLanguage('AR');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('common.language')).toBe('اللغة');

    await setLanguage('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('common.language')).toBe('Language');
  });

  it('marks Urdu right to left but Roman Urdu left to right', async () => {
    const { setLanguage } = await fresh();
    await setLanguage('UR');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('UR-LA');
    expect(document.documentElement).toMatchObject({ lang: 'ur-Latn', dir: 'ltr' });
  });

  it('stores the choice as the language preference', async () => {
    const { setLanguage } = await fresh();
    await setLanguage('PT-BR');
    expect(localStorage.getItem('language')).toBe('PT-BR');
  });

  it('lets the later of two quick choices win', async () => {
    const { currentLanguage, loadLocale, setLanguage } = await fresh();
    // KO is already loaded, so it lands first; JA, chosen earlier, must not overwrite it.
    await loadLocale('KO');
    await Promise.all([setLanguage('JA'), setLanguage('KO')]);
    expect(currentLanguage()).toBe('KO');
    expect(localStorage.getItem('language')).toBe('KO');
  });

  it('fills {{placeholders}}', async () => {
    const { i18n, setLanguage } = await fresh();
    await setLanguage('VI');
    expect(i18n.t('home.welcome', { name: 'Lan' })).toBe('Chào mừng, Lan');
  });

  it('loads English only when a key is missing', async () => {
    const { i18n, setLanguage } = await fresh();
    await setLanguage('FR');
    expect(i18n.hasBundle('en')).toBe(false);
    // A key no locale has: the fallback chunk is fetched in the background.
    i18n.t('no.such.key');
    await vi.waitFor(() => expect(i18n.hasBundle('en')).toBe(true));
  });
});

describe('initI18n', () => {
  it('starts in the stored language when the merchant supports it', async () => {
    localStorage.setItem('language', 'TH');
    const { initI18n, i18n } = await fresh();
    await expect(initI18n({ supported: ['EN', 'TH'], defaultLanguage: 'EN' })).resolves.toBe('TH');
    expect(i18n.t('common.cancel')).toBe('ยกเลิก');
    expect(document.documentElement.lang).toBe('th');
  });

  it('follows the browser languages, then the default, and stores the pick for the Language header', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['zh-HK', 'en'] });
    const { initI18n } = await fresh();
    await expect(initI18n({ supported: ['CN', 'TW', 'EN'], defaultLanguage: 'CN' })).resolves.toBe('TW');
    expect(localStorage.getItem('language')).toBe('TW');
    localStorage.clear();

    vi.stubGlobal('navigator', { ...navigator, languages: ['de'] });
    const again = await fresh();
    await expect(again.initI18n({ supported: ['CN', 'EN'], defaultLanguage: 'CN' })).resolves.toBe('CN');
  });
});
