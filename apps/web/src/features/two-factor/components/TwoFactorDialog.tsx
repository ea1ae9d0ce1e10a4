import { useEffect, useId, useMemo, useRef, useState, type JSX } from 'react';
import type { LoginValue } from '@portico/contract/session';
import { Dialog } from '../../../components/ui/Dialog';
import { useT } from '../../../lib/i18n/keys';
import { useCountdown } from '../../../lib/use-countdown';
import { availableMethods, type MethodKey } from './methods';
import { MethodTabs, panelId, tabId } from './MethodTabs';
import { overlayAnimationMs } from '../../../lib/overlay/motion';
import { COMPLETE_AFTER_MESSAGE_MS, PASS_MESSAGE_MS } from './timing';
import { TwoFactorForm } from './TwoFactorForm';
import type { SecondFactorProps } from '../../../lib/session/second-factor';

export type TwoFactorDialogProps = SecondFactorProps;

/**
 * form       a method's form is shown
 * passed     verified: "Verification passed" shows (doc A §4: about 1.5 s)
 * completing the message has gone and the dialog fades out; onSignedIn follows 0.5 s later
 * closing    dismissed: the closing animation plays, then onClose
 */
type Phase = 'form' | 'passed' | 'completing' | 'closing';

/** The login two-factor modal (doc A §2, §4, §5, §9). */
export function TwoFactorDialog({ flags, credentials, onSignedIn, onClose }: TwoFactorDialogProps): JSX.Element {
  const t = useT();
  const idBase = useId();
  const tipId = `${idBase}-tip`;
  const methods = useMemo(() => availableMethods(flags), [flags]);
  const [selected, setSelected] = useState<MethodKey | undefined>(methods[0]);
  const [phase, setPhase] = useState<Phase>('form');
  const [busy, setBusy] = useState(false);
  const resend = useCountdown();
  const loginWait = useCountdown();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  // A request in flight is allowed to finish: closing under it could sign the person in unseen.
  function dismiss() {
    if (phase !== 'form' || busy) return;
    setPhase('closing');
    later(overlayAnimationMs(), onClose);
  }

  function verified(value: LoginValue) {
    setPhase('passed');
    later(PASS_MESSAGE_MS, () => setPhase('completing'));
    later(PASS_MESSAGE_MS + COMPLETE_AFTER_MESSAGE_MS, () => onSignedIn(value));
  }

  const method = selected && methods.includes(selected) ? selected : methods[0];
  return (
    <Dialog
      role="dialog"
      title={t('twofa.title')}
      onDismiss={dismiss}
      dismissLabel={t('common.close')}
      closing={phase === 'closing' || phase === 'completing'}
      className="twofa"
      describedBy={tipId}
    >
      <div className="twofa__body">
        <p id={tipId} className="twofa__tip">
          {t('twofa.tip')}
        </p>
        {method ? (
          <>
            <MethodTabs idBase={idBase} methods={methods} selected={method} onSelect={setSelected} disabled={busy || phase !== 'form'} />
            <div role="tabpanel" id={panelId(idBase, method)} aria-labelledby={tabId(idBase, method)} className="twofa__panel">
              <TwoFactorForm
                key={method}
                method={method}
                credentials={credentials}
                resend={resend}
                loginWait={loginWait}
                locked={phase !== 'form'}
                onBusyChange={setBusy}
                onVerified={verified}
              />
            </div>
          </>
        ) : (
          <p className="form-error" role="alert">
            {t('twofa.no_method')}
          </p>
        )}
        {/* Present from the start: a live region announces changes, not its first appearance. */}
        <p className="twofa__pass" role="status">
          {phase === 'passed' ? t('twofa.pass') : ''}
        </p>
      </div>
    </Dialog>
  );
}
