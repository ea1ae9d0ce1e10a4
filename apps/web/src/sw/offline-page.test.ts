import { describe, expect, it } from 'vitest';
import { ENGLISH, offlineHeaders, offlinePage } from './offline-page';

describe('the offline page', () => {
  it('speaks the language the page last told the worker, right to left where it is', () => {
    const html = offlinePage(
      { lang: 'ar', dir: 'rtl', title: 'بورتيكو', message: 'أنت غير متصل. تحقق من اتصالك.', retry: 'حاول مرة أخرى' },
      'https://demo.example.com/m/home',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>أنت غير متصل. تحقق من اتصالك.</h1>');
    expect(html).toContain('<a href="https://demo.example.com/m/home">حاول مرة أخرى</a>');
  });

  it('escapes what it is given and runs no script', () => {
    const html = offlinePage({ ...ENGLISH, title: '<script>alert(1)</script>' }, 'https://x.example/m/home?a="b"');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="https://x.example/m/home?a=&quot;b&quot;"');
  });

  it('lets only its own style apply', async () => {
    const html = offlinePage(ENGLISH, 'https://x.example/m/');
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const policy = (await offlineHeaders())['content-security-policy'];
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toMatch(/^default-src 'none'/);
  });
});
