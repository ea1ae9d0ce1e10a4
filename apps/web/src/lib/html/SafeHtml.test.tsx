import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitiseHtml } from './sanitise-html';

describe('operator HTML in the browser', () => {
  it('drops script, event handlers, javascript: links, styles and forms', () => {
    const html =
      '<p onclick="steal()" style="position:fixed">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"><form><input></form></p>';
    const { container } = render(<SafeHtml html={html} />);
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|style=|<form|<input/);
    expect(container.textContent).toBe('Hix');
  });

  it('keeps a link opening a new tab, with rel so it cannot reach back; drops any other target', () => {
    const out = sanitiseHtml('<a href="https://e.com/" target="_blank">b</a><a href="https://e.com/x" target="evil">c</a><a href="/m/home">d</a>');
    expect(out).toContain('<a href="https://e.com/" target="_blank" rel="noopener noreferrer">b</a>');
    expect(out).toContain('<a href="https://e.com/x">c</a>');
    expect(out).toContain('<a href="/m/home">d</a>');
  });
});
