import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('drops script, event handlers and javascript: links; other links open outside', () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://example.com/r">rules</a><img src="x" onerror="alert(3)"></p>';
    const { container } = render(<SafeHtml html={html} />);
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
    const link = container.querySelector('a[href="https://example.com/r"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
