import { useEffect, useRef, type ReactNode } from 'react';
import { overlays, type CloseReason, type OverlayKind } from './overlays';

interface UseOverlayOptions {
  id: string;
  kind: OverlayKind;
  /** While true the overlay is requested; false (or unmounting the owner) takes it away. */
  open: boolean;
  render: (close: () => void) => ReactNode;
  onClose?: (reason: CloseReason) => void;
}

/**
 * A component's overlay, drawn by the host: the owner keeps its state and props as before, and
 * every render of the owner reaches the overlay, so the dialog follows them (busy, registering…).
 */
export function useOverlay({ id, kind, open, render, onClose }: UseOverlayOptions): void {
  const latest = useRef({ render, onClose });
  useEffect(() => {
    latest.current = { render, onClose };
    if (open) overlays.request({ id, kind, render, onClose: (reason) => latest.current.onClose?.(reason) });
  });
  useEffect(() => {
    if (!open) return;
    return () => overlays.withdraw(id);
  }, [id, open]);
}
