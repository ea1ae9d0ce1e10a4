import { createElement } from 'react';

/** An icon's drawing: lucide's node format (ISC), elements of a 24×24 stroke drawing. */
export type IconNode = readonly (readonly [tag: string, attrs: Record<string, string | number | undefined>])[];

/**
 * The one icon set (decision 061): lucide's drawings, imported one by one so only the icons a chunk
 * uses ship in it. Decorative: the control it sits in carries the name.
 */
export function Icon({ node, size = 24, className }: { node: IconNode; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
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
