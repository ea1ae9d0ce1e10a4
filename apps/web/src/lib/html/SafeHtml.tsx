import { useMemo } from 'react';
import { sanitiseHtml } from './sanitise-html';

/** Renders operator HTML without script, event handlers or javascript: links (announcements, activities). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
