import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Announcement HTML as the operator wrote it, minus anything that runs (doc E "Bad input"): script,
 * event handlers, javascript: links, forms, frames. DOMPurify drops `target` by default; links keep
 * it, and a link opening a new tab gets rel="noopener noreferrer" so the page it opens cannot reach
 * back into ours. The web app sanitises again before rendering (same rules, its own DOMPurify).
 */
const purify = createDOMPurify(new JSDOM('').window);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const target = node.getAttribute('target');
  if (target === null) return;
  if (target !== '_blank' && target !== '_self') {
    node.removeAttribute('target');
    return;
  }
  if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

const OPTIONS = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

export function sanitiseHtml(html: string): string {
  return purify.sanitize(html, OPTIONS);
}
