import { describe, expect, it } from 'vitest';
import { collectClientSignals } from './client-signals';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('collectClientSignals (decision 041)', () => {
  it('reports a person’s phone browser as nothing unusual', () => {
    expect(collectClientSignals({ webdriver: false, plugins: { length: 5 }, languages: ['fil-PH', 'en'], userAgent: PHONE_UA })).toEqual({
      webdriver: false,
      plugins: 5,
      languages: 2,
      headlessUa: false,
    });
  });

  it('tells on a script-driven headless browser', () => {
    const headless = { webdriver: true, plugins: { length: 0 }, languages: [], userAgent: PHONE_UA.replace('Chrome/', 'HeadlessChrome/') };
    expect(collectClientSignals(headless)).toEqual({ webdriver: true, plugins: 0, languages: 0, headlessUa: true });
  });

  it('copes with a browser that has no plugins or languages lists at all', () => {
    expect(collectClientSignals({ userAgent: PHONE_UA })).toEqual({ webdriver: false, plugins: 0, languages: 0, headlessUa: false });
  });
});
