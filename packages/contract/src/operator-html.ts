/**
 * The one rule set for HTML an operator writes (announcements, activity bodies), applied with
 * DOMPurify on the platform when it is written and again in the browser before it is shown: no
 * script, event handler, javascript: link, style, form or frame. DOMPurify drops `target` by default;
 * links keep `_blank` or `_self`, and a link opening a new tab gets rel="noopener noreferrer" so the
 * page it opens cannot reach back into ours.
 */
export const OPERATOR_HTML_CONFIG = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/** The part of a DOM element the link rule touches (the contract has no DOM types). */
interface LinkNode {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** DOMPurify's afterSanitizeAttributes hook for OPERATOR_HTML_CONFIG. */
export function keepSafeLinkTarget(node: LinkNode): void {
  if (node.tagName !== 'A') return;
  const target = node.getAttribute('target');
  if (target === null) return;
  if (target !== '_blank' && target !== '_self') node.removeAttribute('target');
  else if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}
