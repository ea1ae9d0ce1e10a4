import { lazy, Suspense, useEffect, useState } from 'react';
import type { SiteGateProps } from '../features/site-status/components/SiteGate';

// Loaded after start, never on the first load of a screen (decision 016): the gate's first
// check is at 1.5 s anyway, so its chunk is fetched once the first screen has settled.
const SiteGate = lazy(() => import('../features/site-status/components/SiteGate'));
const LOAD_AFTER_MS = 1000;

/** Mounts the site-status gate (maintenance, access denied, update notice) a moment after start. */
export function SiteGateMount(props: SiteGateProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SiteGate {...props} />
    </Suspense>
  );
}
