import { useContext, useEffect, useRef, useState } from 'react';
import type { CaptchaForm } from '@portico/contract/captcha';
import { Button } from '../ui/Button';
import { useT, type Translate } from '../../lib/i18n/keys';
import { HumanVerificationError, type HumanVerifier, type VerificationProblem } from '../../lib/human-verification/human-verifier';
import { verifierFor } from '../../lib/human-verification/verifier-for';
import { SiteSettingsContext } from '../../lib/site/site-settings';
import { Check } from 'lucide';
import { Icon } from '../ui/Icon';

/** doc A §2, §4: loading, waiting (tap to verify), success, error (tap to retry); verifying is loading's second phase. */
export type VerificationState = 'loading' | 'waiting' | 'verifying' | 'success' | 'error';

export interface HumanVerificationProps {
  /** The verified payload, or null whenever there is none (reset, retry, failure). */
  onChange: (payload: string | null) => void;
  /** Change it to reset the widget to waiting (the form does so after a login spent the payload). */
  resetKey: number;
  /** The adapter; the merchant's provider (built-in or Geetest) unless a test brings its own. */
  verifier?: HumanVerifier;
  /** 'sms': verification before an sms code (Geetest needs v4 there, doc A §5). */
  purpose?: 'form' | 'sms';
  /** The form the payload goes with ('sign-in' unless said): the platform binds a challenge to it (decision 041). */
  form?: CaptchaForm;
}

const problemOf = (error: unknown): VerificationProblem | null => (error instanceof HumanVerificationError ? error.problem : null);

/** The words for a problem; null when the state line already says it all. */
function problemText(t: Translate, p: VerificationProblem | null): string | null {
  if (!p) return null;
  if (p.kind === 'closed') return t('hv.verify_first');
  if (p.kind === 'busy') return t('geetest.too_fast');
  if (p.kind === 'message') return t(p.key, p.values);
  return p.text;
}

/**
 * The human-verification widget (decision 012). Renders "loading" on the platform and on the
 * first client render alike; the adapter starts in an effect. Each state is announced through one
 * live region, so a screen reader hears "verifying", "verified" and "failed" as they happen.
 */
export function HumanVerification({ onChange, resetKey, verifier: given, purpose = 'form', form = 'sign-in' }: HumanVerificationProps) {
  const t = useT();
  const settings = useContext(SiteSettingsContext);
  const [state, setState] = useState<VerificationState>('loading');
  // Why the last try gave nothing: shown under the button (doc A §8), cleared by the next try.
  const [problem, setProblem] = useState<VerificationProblem | null>(null);
  const [verifier] = useState(() => given ?? verifierFor(settings?.captcha, purpose, form));
  // Share done of a long proof of work (the platform makes it harder under attack, decision 041); null: none reported.
  const [progress, setProgress] = useState<number | null>(null);
  // Results of a superseded attempt (a reset or retry came first) are dropped.
  const attempt = useRef(0);

  function load() {
    const mine = ++attempt.current;
    verifier.init().then(
      () => mine === attempt.current && setState('waiting'),
      (error: unknown) => {
        if (mine !== attempt.current) return;
        setProblem(problemOf(error));
        setState('error');
      },
    );
  }

  // Retry → loading and re-initialise (doc A §4).
  function retry() {
    setState('loading');
    setProblem(null);
    onChange(null);
    load();
  }

  function verify() {
    const mine = ++attempt.current;
    setState('verifying');
    setProblem(null);
    setProgress(null);
    verifier.verify((done) => mine === attempt.current && setProgress(done)).then(
      (payload) => {
        if (mine !== attempt.current) return;
        setState('success');
        onChange(payload);
      },
      (error: unknown) => {
        if (mine !== attempt.current) return;
        const p = problemOf(error);
        setProblem(p);
        // Closing the challenge is no failure: back to waiting, with 'please complete verification first'.
        setState(p?.kind === 'closed' ? 'waiting' : 'error');
        onChange(null);
      },
    );
  }

  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount; retry loads again itself
  useEffect(load, []);

  // Reset → waiting (doc A §4), decided while rendering so no frame shows the spent "verified".
  // The form forgot the payload itself when it changed resetKey; the adapter drops any half-done work.
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (seenResetKey !== resetKey) {
    setSeenResetKey(resetKey);
    setState('waiting');
    setProblem(null);
  }
  const resetDone = useRef(resetKey);
  useEffect(() => {
    if (resetDone.current === resetKey) return;
    resetDone.current = resetKey;
    attempt.current++;
    verifier.reset();
  }, [resetKey, verifier]);

  const announcement = {
    loading: t('hv.loading'),
    waiting: t('hv.waiting'),
    verifying: t('hv.verifying'),
    success: t('hv.success'),
    error: t('hv.error'),
  }[state];
  const detail = problemText(t, problem);

  return (
    <div className="hv" role="group" aria-label={t('hv.label')} data-state={state}>
      {state === 'waiting' || state === 'loading' || state === 'verifying' ? (
        // One button from the first paint (the prerender draws "loading") to the tap: the same element
        // and text all along, so hydration neither moves the form nor paints a new largest element.
        <Button variant="secondary" block onClick={verify} disabled={state !== 'waiting'}>
          <span className={state === 'waiting' ? 'hv__box' : 'spinner hv__spinner'} aria-hidden="true" />
          {t('hv.verify')}
        </Button>
      ) : state === 'error' ? (
        <Button variant="secondary" block className="hv__retry" onClick={retry}>
          {t('hv.retry')}
        </Button>
      ) : (
        <p className="hv__line" aria-hidden="true">
          {state === 'success' ? <Icon node={Check} className="icon hv__tick" /> : <span className="spinner" />}
          {announcement}
        </p>
      )}
      {state === 'verifying' && progress !== null ? <progress className="hv__progress" max={1} value={progress} aria-label={t('hv.verifying')} /> : null}
      {detail ? (
        <p className="hv__detail" aria-hidden="true">
          {detail}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {detail ? `${announcement} ${detail}` : announcement}
      </p>
    </div>
  );
}
