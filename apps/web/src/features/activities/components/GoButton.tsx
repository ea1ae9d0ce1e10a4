import { Link } from 'wouter';
import type { Activity } from '@portico/contract/activities';
import { externalLink } from '../../../lib/browser/external-url';
import { useSession } from '../../../lib/session/use-session';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { goButtonAction, type GoButtonFacts } from '../model/go-button';
import { useActivitiesT } from '../strings';
import { DownloadLinks } from './DownloadLinks';

const PRIMARY = 'button button--primary button--block';

/** The activity's go-button as doc E §4 decides it: hidden, to sign-in, to a page, out, or the downloads. */
export function GoButton({ activity, facts }: { activity: Activity; facts: GoButtonFacts }) {
  const t = useActivitiesT();
  const session = useSession();
  const { redirectAllowList } = useSiteSettings();
  const action = goButtonAction(activity.target, facts);
  const label = t(`activities.go.${activity.target}`);

  switch (action.kind) {
    case 'hidden':
      return null;
    case 'download':
      return <DownloadLinks />;
    case 'login':
      return (
        <Link href="/login" className={PRIMARY}>
          {label}
        </Link>
      );
    case 'navigate':
      return (
        <Link href={action.path} className={PRIMARY}>
          {label}
        </Link>
      );
    case 'external': {
      const params: Record<string, string> = session ? { token: session.token, username: session.userName } : {};
      const href = activity.redirectUrl ? externalLink(activity.redirectUrl, redirectAllowList, params) : null;
      return href ? (
        <a href={href} className={PRIMARY} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : null;
    }
  }
}
