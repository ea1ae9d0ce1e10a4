import { describe, expect, it } from 'vitest';
import { chooseEncoding, createCompressedPages } from '../../src/web/compressed-pages.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    [undefined, 'identity'],
    ['', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressed pages', () => {
  it('renders a page once and keeps it', () => {
    const pages = createCompressedPages();
    let renders = 0;
    const render = () => `<p>${(renders += 1)}</p>`;
    expect(pages.get('a', render).identity).toBe('<p>1</p>');
    expect(pages.get('a', render).identity).toBe('<p>1</p>');
    expect(renders).toBe(1);
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const pages = createCompressedPages(2);
    pages.get('a', () => 'A');
    pages.get('b', () => 'B');
    pages.get('a', () => 'A again');
    pages.get('c', () => 'C');
    expect(pages.size).toBe(2);
    expect(pages.get('a', () => 'A again').identity).toBe('A');
    expect(pages.get('b', () => 'B again').identity).toBe('B again');
  });
});
