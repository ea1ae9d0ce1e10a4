import { useContext, useSyncExternalStore } from 'react';
import { DEFAULT_ENGAGEMENT_CAP, overlays, type OverlayEntry } from '../../lib/overlay/overlays';
import { prefersReducedMotion } from '../../lib/overlay/motion';
import { SiteSettingsContext } from '../../lib/site/site-settings';

const NONE: readonly OverlayEntry[] = [];

/**
 * The one place overlays are drawn (decision 025): the store decides which one shows; those it
 * pre-empted stay mounted but hidden, so a half-typed two-factor code survives a notice over it.
 * Reads the settings without requiring them: the boot error screen mounts it too (domain modal).
 */
export function OverlayHost() {
  const cap = useContext(SiteSettingsContext)?.marketingOverlaysPerVisit ?? DEFAULT_ENGAGEMENT_CAP;
  // Set while rendering, before any child's effect could request a marketing overlay.
  overlays.setEngagementCap(cap);
  const entries = useSyncExternalStore(overlays.subscribe, overlays.snapshot, () => NONE);
  const visible = overlays.visible();
  const enter = prefersReducedMotion() ? 'overlay' : 'overlay overlay--enter';
  return (
    <>
      {entries
        .filter((e) => e.started)
        .map((e) => (
          <div key={e.id} className={e === visible ? enter : 'overlay'} hidden={e !== visible} data-overlay={e.kind}>
            {e.render(() => overlays.close(e.id))}
          </div>
        ))}
    </>
  );
}
