import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDynamicT, useI18n } from '../../../../lib/i18n/react';
import type { LoginValue } from '@portico/contract/session';
import { notice, showLoading } from '../../../../lib/notify/notify';
import type { IdentityChannel } from '../../../../lib/identity/provider';
import { useSiteSettings } from '../../../../lib/site/site-settings';
import type { PendingIdentity } from '../../../../lib/identity/pending-identity';
import { takeRememberedRedirect } from './redirect-channel';
import type { LoginChoice, Outcome, SocialHost } from './social-flow';

type Flow = typeof import('./social-flow');

/** The flow is its own chunk: the first-load budget of /m/login pays only for the buttons. */
export const loadSocialFlow = (): Promise<Flow> => import('./social-flow');

/** State of the social buttons and the choice dialog; each attempt runs the lazily loaded flow. */
export function useSocialSignIn({ onSignedIn }: { onSignedIn: (value: LoginValue) => void }) {
  const i18n = useI18n();
  const t = useDynamicT();
  const settings = useSiteSettings();
  /** The channel being signed in with, for its button's busy state. */
  const [busy, setBusy] = useState<IdentityChannel | null>(null);
  const [choice, setChoice] = useState<LoginChoice | null>(null);
  const [registering, setRegistering] = useState(false);
  const running = useRef(false);

  const host = useCallback(
    (): SocialHost => ({
      settings,
      translator: { t, exists: (key) => i18n.exists(key) },
      onSignedIn,
      showChoice: setChoice,
    }),
    [settings, t, i18n, onSignedIn],
  );

  /** One attempt at a time, with the loading indicator (doc A §4 "loading shows"). */
  const attempt = useCallback(
    async (mark: (on: boolean) => void, work: (flow: Flow, host: SocialHost) => Promise<Outcome>) => {
      if (running.current) return;
      running.current = true;
      mark(true);
      const done = showLoading({ messageKey: 'social.signing_in' });
      let leaving = false;
      try {
        const flow = await loadSocialFlow().catch(() => null);
        if (!flow) {
          void notice({ messageKey: 'common.network_error', fallbackKey: 'common.network_error' });
          return;
        }
        const context = host();
        try {
          leaving = (await work(flow, context)) === 'leaving';
        } catch (error) {
          flow.showFailure(error, context);
        }
      } finally {
        done();
        if (!leaving) {
          running.current = false;
          mark(false);
        }
      }
    },
    [host],
  );

  const start = useCallback(
    (channel: IdentityChannel) =>
      void attempt(
        (on) => setBusy(on ? channel : null),
        (flow, context) => flow.startSocialSignIn(channel, context),
      ),
    [attempt],
  );

  // A redirect sign-in comes back to this page: collect its result once, on the first mount.
  const completeRedirect = useEffectEvent(() => {
    const channel = takeRememberedRedirect();
    if (!channel) return;
    void attempt(
      (on) => setBusy(on ? channel : null),
      (flow, context) => flow.completeRedirect(context),
    );
  });
  useEffect(() => completeRedirect(), []);

  const registerChoice = useCallback(
    (identity: PendingIdentity) =>
      void attempt(setRegistering, async (flow, context) => {
        await flow.registerIdentity(identity, context);
        setChoice(null);
      }),
    [attempt],
  );

  const closeChoice = useCallback(() => setChoice(null), []);

  /** Google one-tap: the prompt, then — only if an account was picked — the same sign-in as the buttons. */
  const oneTap = useCallback(
    async (signal: AbortSignal) => {
      const flow = await loadSocialFlow();
      const result = await flow.promptOneTap(settings, signal);
      if (result && !signal.aborted) void attempt(() => undefined, (f, context) => f.complete(result, context));
    },
    [attempt, settings],
  );

  return { busy, start, choice, closeChoice, registerChoice, registering, oneTap };
}
