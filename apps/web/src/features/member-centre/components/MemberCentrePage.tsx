import type { ReactNode } from 'react';
import { useMemberCentreT } from '../strings';
import { CurrentProfileIcon, ProfileIconPicker } from './ProfileIconPicker';
import { OperatorText } from '../../../components/ui/OperatorText';

/**
 * /m/member/home: the member's name, icon and VIP, the icon picker, and links to every member page.
 * The VIP part and the links come from their own features, composed by app/.
 */
export function MemberCentrePage({ name, vip, links }: { name: string; vip: ReactNode; links: ReactNode[] }) {
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
      <nav className="card" aria-labelledby="member-links">
        <h2 id="member-links" className="card__title">
          {t('memberCentre.links')}
        </h2>
        <ul className="link-list">
          {links.map((link, i) => (
            <li key={i}>{link}</li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export function useMemberCentreTitle() {
  return useMemberCentreT()('memberCentre.title');
}
