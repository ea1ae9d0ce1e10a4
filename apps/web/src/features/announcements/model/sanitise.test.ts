import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise';

describe('popup HTML sanitised before rendering', () => {
  it('drops script, event handlers and javascript: links; new-tab links get rel', () => {
    const out = sanitiseHtml('<p onclick="x()">Hi<script>x()</script></p><a href="javascript:x()">a</a><a href="https://e.com/" target="_blank">b</a>');
    expect(out).not.toMatch(/script|onclick|javascript:/i);
    expect(out).toContain('<a href="https://e.com/" target="_blank" rel="noopener noreferrer">b</a>');
  });
});
