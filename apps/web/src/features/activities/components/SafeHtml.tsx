import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const CONFIG = { FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'], FORBID_ATTR: ['style'], ADD_ATTR: ['target'] };
let hooked = false;

/**
 * Operator HTML is sanitised on the platform when written; again here, so a row written some other
 * way still cannot run script in the page. Without a DOM (the platform's prerender) nothing is rendered:
 * DOMPurify needs one, and these sections render after hydration anyway.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, CONFIG);
}

/** Renders operator HTML without script, event handlers or javascript: links. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
