import { Suspense, useEffect, useRef, useState } from 'react';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { startTracking, type TrackingControl } from '../model/start-tracking';
import { ConsentBanner } from './ConsentBanner';

/** The tracking layer of the page (decision 040), mounted once after hydration by app/TrackingMount. */
export default function Tracking() {
  const [asking, setAsking] = useState(false);
  const control = useRef<TrackingControl | null>(null);
  useEffect(() => {
    control.current = startTracking(() => setAsking(true));
    return () => control.current?.stop();
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
