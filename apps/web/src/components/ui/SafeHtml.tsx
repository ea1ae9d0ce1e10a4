import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Operator HTML is sanitised on the platform when written; again here, so a row written some
// other way (or an older platform) still cannot run script in the page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = { FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'], FORBID_ATTR: ['style'], ADD_ATTR: ['target'] };

/** Renders operator HTML without script, event handlers or javascript: links. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, CONFIG), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
