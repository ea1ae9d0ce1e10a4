import { lazy, Suspense } from 'react';
import { TurnTaken, useIdleTurn } from '../../lib/idle-turns';
import { useEngaged } from '../../lib/use-engaged';
import { VerificationPlaceholder } from './VerificationPlaceholder';
import type { HumanVerificationProps } from './HumanVerification';

// The widget and its adapters download only where a form shows verification (off the first load).
const HumanVerification = lazy(() => import('./HumanVerification').then((m) => ({ default: m.HumanVerification })));

/**
 * The human-verification widget, off the first load (decision 047): its code and its challenge load
 * once the person starts using the page, or in an idle turn once the first screen is done (the extras'
 * queue, decision 048), whichever comes first. An untouched page used to wait for use-engaged's 3 s
 * fallback, so "Loading verification…" stayed about 3 s (issue 31, decision 057). Until then, and while
 * it downloads, the placeholder holds its place and says "loading".
 */
export function LazyHumanVerification(props: HumanVerificationProps) {
  const engaged = useEngaged();
  const { turn, done } = useIdleTurn(!engaged);
  if (!engaged && !turn) return <VerificationPlaceholder />;
  return (
    <Suspense fallback={<VerificationPlaceholder />}>
      <HumanVerification {...props} />
      {turn ? <TurnTaken done={done} /> : null}
    </Suspense>
  );
}
