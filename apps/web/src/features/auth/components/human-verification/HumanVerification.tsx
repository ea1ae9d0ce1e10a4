import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { useT } from '../../../../lib/i18n/keys';
import { createBuiltinVerifier } from '../../../../lib/human-verification/builtin-verifier';
import type { HumanVerifier } from '../../../../lib/human-verification/human-verifier';

/** doc A §2, §4: loading, waiting (tap to verify), success, error (tap to retry); verifying is loading's second phase. */
export type VerificationState = 'loading' | 'waiting' | 'verifying' | 'success' | 'error';

interface HumanVerificationProps {
  /** The verified payload, or null whenever there is none (reset, retry, failure). */
  onChange: (payload: string | null) => void;
  /** Change it to reset the widget to waiting (the form does so after a login spent the payload). */
  resetKey: number;
  /** The adapter; the built-in proof of work unless a test brings its own. */
  verifier?: HumanVerifier;
}

/**
 * The human-verification widget (decision 012). Renders "loading" on the platform and on the
 * first client render alike; the adapter starts in an effect. Each state is announced through one
 * live region, so a screen reader hears "verifying", "verified" and "failed" as they happen.
 */
export function HumanVerification({ onChange, resetKey, verifier: given }: HumanVerificationProps) {
  const t = useT();
  const [state, setState] = useState<VerificationState>('loading');
  const [verifier] = useState(() => given ?? createBuiltinVerifier());
  // Results of a superseded attempt (a reset or retry came first) are dropped.
  const attempt = useRef(0);

  function load() {
    const mine = ++attempt.current;
    verifier.init().then(
      () => mine === attempt.current && setState('waiting'),
      () => mine === attempt.current && setState('error'),
    );
  }

  // Retry → loading and re-initialise (doc A §4).
  function retry() {
    setState('loading');
    onChange(null);
    load();
  }

  function verify() {
    const mine = ++attempt.current;
    setState('verifying');
    verifier.verify().then(
      (payload) => {
        if (mine !== attempt.current) return;
        setState('success');
        onChange(payload);
      },
      () => {
        if (mine !== attempt.current) return;
        setState('error');
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

  return (
    <div className="hv" role="group" aria-label={t('hv.label')} data-state={state}>
      {state === 'waiting' ? (
        <Button variant="secondary" block onClick={verify}>
          <span className="hv__box" aria-hidden="true" />
          {t('hv.verify')}
        </Button>
      ) : state === 'error' ? (
        <Button variant="secondary" block className="hv__retry" onClick={retry}>
          {t('hv.retry')}
        </Button>
      ) : (
        <p className="hv__line" aria-hidden="true">
          {state === 'success' ? <span className="hv__tick">✓</span> : <span className="spinner" />}
          {announcement}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
