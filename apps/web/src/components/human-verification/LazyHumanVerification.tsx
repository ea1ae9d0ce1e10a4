import { lazy, Suspense } from 'react';
import { useT } from '../../lib/i18n/keys';
import type { HumanVerificationProps } from './HumanVerification';

// The widget and its adapters download only where a form shows verification (off the first load).
const HumanVerification = lazy(() => import('./HumanVerification').then((m) => ({ default: m.HumanVerification })));

/** The human-verification widget, loaded on first render; "loading" is said while it downloads. */
export function LazyHumanVerification(props: HumanVerificationProps) {
  const t = useT();
  return (
    <Suspense fallback={<p className="hv hv__line muted">{t('hv.loading')}</p>}>
      <HumanVerification {...props} />
    </Suspense>
  );
}
