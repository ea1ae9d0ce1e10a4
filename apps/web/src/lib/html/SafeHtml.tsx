import { useMemo } from 'react';
import { sanitiseHtml } from './sanitise-html';

/**
 * Renders operator HTML without script, event handlers or javascript: links (announcements, activities),
 * in the block's own direction: a Latin text in an Arabic page reads left to right (issue 31).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
