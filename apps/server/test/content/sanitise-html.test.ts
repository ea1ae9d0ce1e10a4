import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../src/content/sanitise-html.ts';

describe('announcement HTML sanitiser', () => {
  it('removes script, event handlers and javascript: links, keeping the text', () => {
    const out = sanitiseHtml(
      '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="x" onerror="steal()"><a href="javascript:alert(1)">go</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>Hello</p>');
    expect(out).toContain('>go</a>');
  });

  it('keeps target on links and adds rel="noopener noreferrer" to a new-tab link', () => {
    const out = sanitiseHtml('<a href="https://example.com/" target="_blank" rel="opener">terms</a> <a href="/m/register" target="_self">join</a>');
    expect(out).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">terms</a>');
    expect(out).toContain('<a href="/m/register" target="_self">join</a>');
  });

  it('drops a target naming another window, and forms and frames', () => {
    const out = sanitiseHtml('<a href="https://example.com/" target="evil">x</a><form action="https://evil"><input name="p"></form><iframe src="https://evil"></iframe>');
    expect(out).toBe('<a href="https://example.com/">x</a>');
  });
});
