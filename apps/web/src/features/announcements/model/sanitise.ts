import DOMPurify from 'dompurify';

/**
 * The popup's HTML is sanitised again before it is rendered (the platform did on write): script,
 * event handlers and javascript: links go; a link opening a new tab gets rel="noopener noreferrer".
 * DOMPurify is in this lazy chunk only, never on the first load.
 */
let hooked = false;

export function sanitiseHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const target = node.getAttribute('target');
      if (target === null) return;
      if (target !== '_blank' && target !== '_self') node.removeAttribute('target');
      else if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
