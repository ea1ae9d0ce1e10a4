import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';

interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /**
   * Given: the dialog can be dismissed by a close button (labelled `dismissLabel`), Escape and a
   * tap on the backdrop. The owner decides what follows (e.g. a closing animation, then unmount).
   */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** The closing animation plays; the owner unmounts the dialog when it has ended. */
  closing?: boolean;
  className?: string;
  /** The id of the element that describes the dialog; default the whole body (a short notice). */
  describedBy?: string;
}

// [tabindex]: a listbox's roving option (the country picker) is a Tab stop too.
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The element that last received focus. A dialog opened by a request's answer finds focus on the
 * body, because the button that sent the request was disabled while busy; focus then returns to
 * that button (when it is still on the page) instead of being lost.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLElement) lastFocused = e.target;
  });
}

function openerOf(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Disabled controls and roving-tabindex items (tabs) are not Tab stops, so they cannot bound the trap. */
function tabStops(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.matches(':disabled') && el.getAttribute('tabindex') !== '-1',
  );
}

/**
 * A modal with focus moved inside on open (to `[data-autofocus]` when present, else the first
 * control) and returned on close; Tab stays inside.
 * Kept tiny on purpose: a UI kit would cost ~40 KB gzip of the first-load budget.
 */
export function Dialog({ title, children, actions, role = 'alertdialog', onDismiss, dismissLabel, closing, className, describedBy }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The key listener is registered once; it reads the latest onDismiss through this ref.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  // A drag that starts inside the dialog and ends on the backdrop (selecting text) is not a tap on it.
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const previous = openerOf();
    const node = ref.current;
    (node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const onKey = (e: KeyboardEvent) => {
      // Only the modal on screen answers: one the overlay host keeps hidden behind it does not.
      const shown = [...document.querySelectorAll('[aria-modal="true"]')].filter((n) => !n.closest('[hidden]'));
      if (!node || shown.at(-1) !== node) return;
      if (e.key === 'Escape' && dismiss.current) {
        e.preventDefault();
        dismiss.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = tabStops(node);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const outside = !node.contains(document.activeElement);
      if (e.shiftKey && (outside || document.activeElement === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (outside || document.activeElement === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Unless the owner has already moved focus on purpose (e.g. to the password form after a choice).
      const now = document.activeElement;
      if (!now || now === document.body || node?.contains(now)) previous?.focus?.();
    };
  }, []);

  const onBackdropDown = (e: MouseEvent<HTMLDivElement>) => {
    pressedBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent<HTMLDivElement>) => {
    if (pressedBackdrop.current && e.target === e.currentTarget) dismiss.current?.();
    pressedBackdrop.current = false;
  };

  return (
    <div
      className={closing ? 'dialog-backdrop dialog-backdrop--closing' : 'dialog-backdrop'}
      onMouseDown={onDismiss ? onBackdropDown : undefined}
      onClick={onDismiss ? onBackdropClick : undefined}
    >
      <div
        ref={ref}
        className={className ? `dialog ${className}` : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy ?? bodyId}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {onDismiss ? (
            <button type="button" className="dialog__close" aria-label={dismissLabel} onClick={onDismiss}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div id={bodyId}>{children}</div>
        {actions}
      </div>
    </div>
  );
}
