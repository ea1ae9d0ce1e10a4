import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { overlays, type CloseReason, type OverlayKind } from './overlays';

interface UseOverlayOptions {
  id: string;
  kind: OverlayKind;
  /** While true the overlay is requested; false (or unmounting the owner) takes it away. */
  open: boolean;
  onClose?: (reason: CloseReason) => void;
}

/**
 * A component's own overlay: the host decides when it shows and gives it a container; the owner
 * draws into it through a portal, so the dialog keeps the owner's state, props and contexts, and a
 * sheet opened inside it (the picker in the two-factor dialog) is an overlay of its own.
 * Returns the function that places the content (nothing while the host has not shown it).
 */
export function useOverlay({ id, kind, open, onClose }: UseOverlayOptions): (content: ReactNode) => ReactNode {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    overlays.request({ id, kind, onClose: (reason) => latest.current?.(reason) });
    // Taken away by its owner, who already knows: no onClose.
    return () => overlays.withdraw(id);
  }, [id, kind, open]);
  const container = useSyncExternalStore(
    overlays.subscribeContainers,
    () => overlays.container(id),
    () => undefined,
  );
  return (content) => (open && container ? createPortal(content, container) : null);
}
