import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../lib/i18n/keys';
import { ChangePasswordForm } from '../../features/account/components/ChangePasswordForm';
import { useAccountT } from '../../features/account/strings';
import { backFrom } from '../../lib/navigation/back-state';
import { notice } from '../../lib/notify/notify';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../use-document-title';
import { passwordChangeRequired } from '../password-change-state';
import { MemberPage } from './member-page';

/**
 * /m/changePsw (doc A §2, §4; decision 056), members only (the route table's guard). When the
 * platform requires a new password (first-time, or the sign-in said so) it is the forced change:
 * its own wording, no way out, home afterwards. Otherwise the member's own change, with a back
 * control to where it was opened from (else the member centre) and a confirmation on the screen.
 */
export default function ChangePasswordRoute() {
  const session = useSession();
  // Read on arrival: a successful change clears firstTimeLogin, and the screen must not switch under the member.
  const [arrival] = useState(() => ({
    required: session?.firstTimeLogin === true || passwordChangeRequired(typeof history === 'undefined' ? null : history.state),
    back: (typeof history === 'undefined' ? null : backFrom(history.state)) ?? '/member/home',
  }));
  return arrival.required ? <RequiredChange /> : <OwnChange back={arrival.back} />;
}

function RequiredChange() {
  const t = useT();
  const [, navigate] = useLocation();
  useDocumentTitle(t('change_password.title'));

  function changed() {
    navigate('/home', { replace: true });
    void notice({ messageKey: 'change_password.done', fallbackKey: 'change_password.done' });
  }

  return (
    <main id="main" className="page">
      <div className="page__header">
        <h1 className="page__title">{t('change_password.heading')}</h1>
      </div>
      <ChangePasswordForm onChanged={changed} intro={t('change_password.intro')} />
    </main>
  );
}

function OwnChange({ back }: { back: string }) {
  const t = useT();
  const ta = useAccountT();
  const [changed, setChanged] = useState(false);
  const confirmation = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it, so the confirmation is where the member is.
  useEffect(() => {
    if (changed) confirmation.current?.focus();
  }, [changed]);
  return (
    <MemberPage title={t('change_password.title')}>
      {changed ? (
        <section className="card" aria-labelledby="password-changed">
          <h2 id="password-changed" className="card__title" ref={confirmation} tabIndex={-1}>
            {t('change_password.done')}
          </h2>
          <p role="status">{ta('account.changed')}</p>
          <Link href={back} className="button button--primary button--block">
            {ta('account.done')}
          </Link>
        </section>
      ) : (
        <ChangePasswordForm onChanged={() => setChanged(true)} intro={ta('account.change_intro')} />
      )}
    </MemberPage>
  );
}
