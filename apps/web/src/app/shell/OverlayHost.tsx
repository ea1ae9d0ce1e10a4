import { useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_ENGAGEMENT_CAP, overlays, type OverlayEntry } from '../../lib/overlay/overlays';
import { prefersReducedMotion } from '../../lib/overlay/motion';
import { SiteSettingsContext } from '../../lib/site/site-settings';

const NONE: readonly OverlayEntry[] = [];

/** One overlay's place: an owner-drawn overlay (use-overlay.ts) portals into this element. */
function Slot({ entry, shown, className }: { entry: OverlayEntry; shown: boolean; className: string }) {
  const { id } = entry;
  const attach = useCallback((element: HTMLDivElement | null) => overlays.setContainer(id, element), [id]);
  const content: ReactNode = entry.render?.(() => overlays.close(id));
  return (
    <div ref={entry.render ? undefined : attach} className={className} hidden={!shown} data-overlay={entry.kind}>
      {content}
    </div>
  );
}

/**
 * The one place overlays are drawn (decision 025): the store decides which one shows; those it
 * interrupted stay mounted but hidden, so a half-typed two-factor code survives a notice over it.
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
        .filter((e) => e.startedAt > 0)
        .map((e) => (
          <Slot key={e.id} entry={e} shown={e === visible} className={e === visible ? enter : 'overlay'} />
        ))}
    </>
  );
}
