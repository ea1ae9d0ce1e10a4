import type { ReactNode } from 'react';
import { useMemberCentreT } from '../strings';
import { CurrentProfileIcon, ProfileIconPicker } from './ProfileIconPicker';
import { OperatorText } from '../../../components/ui/OperatorText';

interface MemberCentrePageProps {
  name: string;
  vip: ReactNode;
  links: ReactNode[];
  /** The security rows (change password, passkeys). */
  security: ReactNode[];
}

/**
 * /m/member/home: the member's name, icon and VIP, the icon picker, links to every member page and
 * the security rows. The VIP part and the links come from their own features, composed by app/.
 */
export function MemberCentrePage({ name, vip, links, security }: MemberCentrePageProps) {
  const t = useMemberCentreT();
  return (
    <>
      <section className="card member-card" aria-labelledby="member-name">
        <CurrentProfileIcon />
        <div>
          <h2 id="member-name" className="card__title">
            <OperatorText>{name}</OperatorText>
          </h2>
          {vip}
        </div>
      </section>
      <section className="card">
        <ProfileIconPicker />
      </section>
      <LinkSection id="member-links" title={t('memberCentre.links')} links={links} />
      <LinkSection id="member-security" title={t('memberCentre.security')} links={security} />
    </>
  );
}

function LinkSection({ id, title, links }: { id: string; title: string; links: ReactNode[] }) {
  return (
    <nav className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <ul className="link-list">
        {links.map((link, i) => (
          <li key={i}>{link}</li>
        ))}
      </ul>
    </nav>
  );
}

export function useMemberCentreTitle() {
  return useMemberCentreT()('memberCentre.title');
}
