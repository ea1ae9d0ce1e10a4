import { useEffect, useState, type ComponentType } from 'react';
import type { SiteGateProps } from '../features/site-status/components/SiteGate';
import { markDeferred } from '../lib/deferred-mark';

const LOAD_AFTER_MS = 1000;

/**
 * Mounts the site-status gate (maintenance, access denied, update notice). Its chunk is imported
 * a moment after start, never on the first load of a screen (decision 016): the gate's first
 * check is at 1.5 s anyway.
 */
export function SiteGateMount(props: SiteGateProps) {
  const [Gate, setGate] = useState<ComponentType<SiteGateProps> | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      // From here on, what loads is no longer the first load.
      markDeferred();
      import('../features/site-status/components/SiteGate').then((m) => setGate(() => m.default), () => undefined);
    }, LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return Gate ? <Gate {...props} /> : null;
}
