import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { settingsEndpoint, type SiteSettings } from '@portico/contract/system';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { setSiteBlocked } from '../../../lib/availability/site-blocked';
import { getSiteStatus } from '../api/get-site-status';
import { fetchManifestHash } from '../api/get-asset-manifests';
import { openCustomerService } from '../../../lib/customer-service/customer-service';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { createGate, type GateState } from '../model/gate';
import { startSchedule } from '../model/schedule';
import { applyUpdate } from '../model/update-destination';
import { AccessDeniedPage } from './AccessDeniedPage';
import { MaintenancePage } from './MaintenancePage';
import { UpdateNotice } from './UpdateNotice';
import { activateWaitingWorker, useWaitingWorker } from '../../../lib/pwa/service-worker';
import '../site-status.css';

export interface SiteGateProps {
  /** Fresh site settings after a tab return (doc A §9, debounced 300 ms). */
  onSettings?: (settings: SiteSettings) => void;
}

const APP_ROOT_ID = 'root';

/**
 * The site-status gate (doc A §4, decision 016), loaded after start by app/SiteGateMount.tsx:
 * runs the checks on the schedule, closes the site with the maintenance or access-denied page
 * (the app behind turns inert) and offers the update. Renders nothing while the site is open.
 */
export default function SiteGate({ onSettings }: SiteGateProps) {
  // The app re-provides the settings this gate refreshes (onSettings), so these are the fresh ones.
  const settings = useSiteSettings();
  const [state, setState] = useState<GateState>({ status: null, updateAvailable: false });
  const [retrying, setRetrying] = useState(false);
  // The latest callback, read by the long-lived schedule without restarting it.
  const latest = useRef(onSettings);
  useEffect(() => {
    latest.current = onSettings;
  });
  const gate = useRef<ReturnType<typeof createGate> | null>(null);

  useEffect(() => {
    const created = createGate({
      getStatus: getSiteStatus,
      getManifestHash: () => fetchManifestHash(),
      onChange: setState,
    });
    gate.current = created;
    const refreshSettings = () => {
      callEndpoint(settingsEndpoint, { flush: true, cache: true, alert: false })
        .then((fresh) => latest.current?.(fresh))
        .catch(() => undefined);
    };
    // performance.now() counts from navigation start: the first check keeps to 1.5 s after it.
    return startSchedule({ check: () => void created.check(), refreshSettings, elapsedMs: performance.now() });
  }, []);

  const mode = state.status?.status ?? 'NORMAL';
  const blocked = mode !== 'NORMAL';
  useEffect(() => {
    setSiteBlocked(blocked);
    const root = document.getElementById(APP_ROOT_ID);
    root?.toggleAttribute('inert', blocked);
    return () => {
      root?.removeAttribute('inert');
      setSiteBlocked(false);
    };
  }, [blocked]);

  // The first entry that opens (an encoded path is decoded, a bad one skipped; decision 018).
  const contactUs = () => void settings.customerService.some((entry) => openCustomerService(entry));
  const retry = () => {
    setRetrying(true);
    void gate.current?.checkStatus().finally(() => setRetrying(false));
  };

  // The update notice is an overlay (decision 025); the maintenance and access-denied pages are not:
  // they replace the app rather than sit over it.
  // A new build is announced either way: the manifest hash changed, or a new service worker waits (decision 035).
  const workerWaiting = useWaitingWorker();
  const updateOverlay = useOverlay({ id: 'update', kind: 'update', open: (state.updateAvailable || workerWaiting) && !blocked });

  if (state.status && mode === 'MAINTENANCE') {
    return createPortal(<MaintenancePage status={state.status} onContactUs={contactUs} />, document.body);
  }
  if (state.status && mode === 'RESTRICTED') {
    return createPortal(<AccessDeniedPage status={state.status} onContactUs={contactUs} onRetry={retry} retrying={retrying} />, document.body);
  }
  return updateOverlay(<UpdateNotice onRefresh={() => void activateWaitingWorker().then(() => applyUpdate())} />);
}
