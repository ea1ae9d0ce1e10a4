import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../lib/i18n/keys';
import { useMemberCentreTitle } from '../../features/member-centre/components/MemberCentrePage';
import { useDocumentTitle } from '../use-document-title';
import './member-pages.css';

/** The frame every member-area screen shares: its title, a way back to the member centre, the content. */
export function MemberPage({
  title,
  back = '/member/home',
  backLabel,
  children,
}: {
  title: string;
  back?: string | null;
  /** The back control's name when it does not lead home or to the member centre. */
  backLabel?: string;
  children: ReactNode;
}) {
  const t = useT();
  const centre = useMemberCentreTitle();
  useDocumentTitle(title);
  return (
    <main id="main" className="page member-page">
      <div className="page__header">
        {back ? (
          <Link href={back} className="member-page__back" aria-label={backLabel ?? (back === '/home' ? t('home.title') : centre)}>
            ‹
          </Link>
        ) : null}
        <h1 className="page__title">{title}</h1>
      </div>
      {children}
    </main>
  );
}
