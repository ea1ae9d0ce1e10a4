import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../lib/i18n/react';
import type { I18n } from '../../lib/i18n/translator';
import { initEnglish } from '../../test/i18n-en';
import { LazySection } from './LazySection';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('LazySection', () => {
  it('a chunk that fails to download shows a retry in its place; the retry downloads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <p>The rest of home</p>
          <LazySection load={load} props={{ name: 'player1' }} fallback={<span>waiting</span>} />
        </I18nProvider>,
      );
    });
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    expect(screen.getByText('The rest of home')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByText('Hello player1')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
