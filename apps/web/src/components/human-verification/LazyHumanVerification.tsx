import { lazy, Suspense } from 'react';
import { useEngaged } from '../../lib/use-engaged';
import { VerificationPlaceholder } from './VerificationPlaceholder';
import type { HumanVerificationProps } from './HumanVerification';

// The widget and its adapters download only where a form shows verification (off the first load).
const HumanVerification = lazy(() => import('./HumanVerification').then((m) => ({ default: m.HumanVerification })));

/**
 * The human-verification widget, loaded once the person starts using the page (a form is being
 * filled in well before it can be sent): its code and its challenge are not part of the first load
 * (decision 047). Until then, and while it downloads, the placeholder holds its place and says "loading".
 */
export function LazyHumanVerification(props: HumanVerificationProps) {
  const engaged = useEngaged();
  if (!engaged) return <VerificationPlaceholder />;
  return (
    <Suspense fallback={<VerificationPlaceholder />}>
      <HumanVerification {...props} />
    </Suspense>
  );
}
