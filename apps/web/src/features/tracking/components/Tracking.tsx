import { Suspense, useEffect, useRef, useState } from 'react';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { startTracking, type TrackingControl } from '../model/start-tracking';
import { ConsentBanner } from './ConsentBanner';
import type { EarlyEvent } from '../model/early-events';

/** The tracking layer of the page (decision 040), mounted once after hydration by app/TrackingMount. */
/** `takeEarly`: the bus events since hydration, handed over once (app/TrackingMount keeps them until then). */
export default function Tracking({ takeEarly }: { takeEarly: () => EarlyEvent[] }) {
  const [asking, setAsking] = useState(false);
  const control = useRef<TrackingControl | null>(null);
  useEffect(() => {
    control.current = startTracking(() => setAsking(true), takeEarly);
    return () => control.current?.stop();
    // Started once per page: takeEarly is a fresh function on each render of the mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const place = useOverlay({ id: 'tracking-consent', kind: 'consent', open: asking, onClose: () => setAsking(false) });
  return place(
    <Suspense fallback={null}>
      <ConsentBanner
        onChoice={(choice) => {
          control.current?.answer(choice);
          setAsking(false);
        }}
      />
    </Suspense>,
  );
}
