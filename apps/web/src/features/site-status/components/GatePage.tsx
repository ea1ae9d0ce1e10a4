import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A full screen over the app (which is inert behind it): a modal region with its heading, so
 * screen readers announce it and nothing behind can be reached.
 */
export function GatePage({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The app behind turned inert and took the focus with it: start reading here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="site-gate" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="site-gate__body">
        <h1 id={titleId} ref={heading} tabIndex={-1} className="page__title">
          {title}
        </h1>
        {children}
        <div className="site-gate__actions">{actions}</div>
      </div>
    </div>
  );
}
