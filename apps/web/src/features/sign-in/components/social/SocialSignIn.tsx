import { useId } from 'react';
import type { LoginValue } from '@portico/contract/session';
import { useT } from '../../../../lib/i18n/keys';
import { useSiteSettings } from '../../../../lib/site/site-settings';
import { Button } from '../../../../components/ui/Button';
import { loadSocialFlow, useSocialSignIn } from './use-social-sign-in';
import { useLoginChoice } from './use-login-choice';


export interface SocialSignInProps {
  /** The session is already stored (storeSignIn). */
  onSignedIn: (value: LoginValue) => void;
  /** "Log in with an existing account": the password form takes over, and its sign-in links the identity. */
  onUseExistingAccount: () => void;
}

/**
 * The provider buttons of the merchant's channels, in the configured order (doc A §4). Renders
 * the same on the platform's prerender and in the browser: everything that needs the browser
 * runs on click, or in the mount effect that completes a redirect sign-in.
 */
export function SocialSignIn({ onSignedIn, onUseExistingAccount }: SocialSignInProps) {
  const t = useT();
  const settings = useSiteSettings();
  const headingId = useId();
  const social = useSocialSignIn({ onSignedIn });
  const { busy, start } = social;
  // The dialog hands focus back to what had it when it closes; the password form gets it after that.
  const choiceDialog = useLoginChoice('login-choice', social, onUseExistingAccount);

  const channels = settings.identity.channels;
  if (channels.length === 0) return null;
  // Warming the flow and the adapter on touch keeps the popup inside the click's permission to open windows.
  const preload = () => void loadSocialFlow().then((flow) => flow.preloadProvider(settings), () => undefined);

  return (
    <section className="social" aria-labelledby={headingId}>
      <h2 id={headingId} className="social__heading">
        {t('social.or_continue_with')}
      </h2>
      <div className="social__buttons">
        {channels.map((channel) => (
          <Button
            key={channel}
            variant="secondary"
            block
            busy={busy === channel}
            disabled={busy !== null && busy !== channel}
            onPointerDown={preload}
            onClick={() => start(channel)}
          >
            {t(`social.continue_with_${channel}`)}
          </Button>
        ))}
      </div>
      {choiceDialog}
    </section>
  );
}
