import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { keepSafeLinkTarget, OPERATOR_HTML_CONFIG } from '@portico/contract/operator-html';

const purify = createDOMPurify(new JSDOM('').window);
purify.addHook('afterSanitizeAttributes', keepSafeLinkTarget);

/** Operator HTML as it is stored (announcements, activity bodies): the rules of @portico/contract/operator-html. */
export function sanitiseHtml(html: string): string {
  return purify.sanitize(html, OPERATOR_HTML_CONFIG);
}
