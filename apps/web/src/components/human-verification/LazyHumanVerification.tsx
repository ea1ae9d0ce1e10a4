import { lazy, Suspense } from 'react';
import { VerificationPlaceholder } from './VerificationPlaceholder';
import type { HumanVerificationProps } from './HumanVerification';

// The widget and its adapters download only where a form shows verification (off the first load).
const HumanVerification = lazy(() => import('./HumanVerification').then((m) => ({ default: m.HumanVerification })));

/** The human-verification widget, loaded on first render; "loading" is said while it downloads. */
export function LazyHumanVerification(props: HumanVerificationProps) {
  return (
    <Suspense fallback={<VerificationPlaceholder />}>
      <HumanVerification {...props} />
    </Suspense>
  );
}
