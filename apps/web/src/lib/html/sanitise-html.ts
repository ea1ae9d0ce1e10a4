import DOMPurify from 'dompurify';
import { keepSafeLinkTarget, OPERATOR_HTML_CONFIG } from '@portico/contract/operator-html';

let hooked = false;

/**
 * Operator HTML is sanitised on the platform when written, and again here before it is shown (the
 * rules of @portico/contract/operator-html), so a row written some other way still cannot run script
 * in the page. Only lazy chunks import this: DOMPurify is never on the first load. Without a DOM (the
 * platform's prerender) nothing is rendered; these sections render after hydration anyway.
 */
export function sanitiseHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', keepSafeLinkTarget);
    hooked = true;
  }
  return DOMPurify.sanitize(html, OPERATOR_HTML_CONFIG);
}
