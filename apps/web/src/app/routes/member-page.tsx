import type { ReactNode } from 'react';
import { useDocumentTitle } from '../use-document-title';
import './member-pages.css';

/** What every member-area screen shares: its title and the content. Back is the frame's (app/shell/TopBar). */
export function MemberPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main id="main" className="page member-page">
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
      </div>
      {children}
    </main>
  );
}
