import { createElement } from 'react';

/** An icon's drawing: lucide's node format (ISC), elements of a 24×24 stroke drawing. */
export type IconNode = readonly (readonly [tag: string, attrs: Record<string, string | number | undefined>])[];

/**
 * The one icon set (decision 061): lucide's drawings, imported one by one so only the icons a chunk
 * uses ship in it; drawn `size` px square, or as tall as the text around it with the class `icon`.
 * `filled` paints the inside too (a rating's stars). Decorative: the control it sits in carries the name.
 */
export function Icon({ node, size = 24, className, filled = false }: { node: IconNode; size?: number; className?: string; filled?: boolean }) {
  return (
    <svg
      className={className ? `glyph ${className}` : 'glyph'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
