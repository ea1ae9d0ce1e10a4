import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { keepSafeLinkTarget, OPERATOR_HTML_CONFIG } from '@portico/contract/operator-html';

const require = createRequire(import.meta.url);
let purify: DOMPurify | null = null;

/**
 * DOMPurify over a jsdom window, made on the first write of operator HTML: jsdom holds about 80 MB
 * of a process that may never sanitise anything (a platform whose content is only read; issue 18).
 */
function purifier(): DOMPurify {
  if (!purify) {
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('afterSanitizeAttributes', keepSafeLinkTarget);
  }
  return purify;
}

/** Operator HTML as it is stored (announcements, activity bodies): the rules of @portico/contract/operator-html. */
export function sanitiseHtml(html: string): string {
  return purifier().sanitize(html, OPERATOR_HTML_CONFIG);
}
