// Components that suspend on feature strings render inside act(): React retries a suspended
// tree when the download resolves, and act() is what flushes that retry in jsdom.
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createI18n } from './translator';
import { I18nProvider } from './react';
import { featureStrings } from './feature-strings';

function setUp() {
  const th = vi.fn(async () => ({ 'demo.hello': 'สวัสดี {{name}}' }));
  const en = vi.fn(async () => ({ 'demo.hello': 'Hello {{name}}' }));
  const strings = featureStrings({ './locales/en.json': en, './locales/th.json': th });
  function Greeting() {
    const t = strings.useStrings();
    return <p>{t('demo.hello', { name: 'Lan' })}</p>;
  }
  const i18n = createI18n({ fallback: 'en', language: 'th', bundles: { en: { 'common.loading': 'Loading' } } });
  const view = (
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>waiting</p>}>
        <Greeting />
      </Suspense>
    </I18nProvider>
  );
  return { th, en, i18n, view };
}

describe('featureStrings', () => {
  it("shows the language's text once its file is in, downloading it once", async () => {
    const { th, en, view } = setUp();
    let rerender: ReturnType<typeof render>['rerender'] = () => undefined;
    await act(async () => {
      rerender = render(view).rerender;
    });
    expect(screen.getByText('สวัสดี Lan')).toBeTruthy();
    rerender(view);
    expect(screen.getByText('สวัสดี Lan')).toBeTruthy();
    expect(th).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
  });

  it('loads the new language after a switch', async () => {
    const { en, i18n, view } = setUp();
    await act(async () => render(view));
    expect(screen.getByText('สวัสดี Lan')).toBeTruthy();
    await act(async () => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello Lan')).toBeTruthy();
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('uses English for a language the feature has no file for', async () => {
    const { en, i18n, view } = setUp();
    act(() => i18n.changeLanguage('vi'));
    await act(async () => render(view));
    expect(screen.getByText('Hello Lan')).toBeTruthy();
    expect(en).toHaveBeenCalledTimes(1);
  });
});
