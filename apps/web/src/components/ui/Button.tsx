import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  block?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/**
 * A ≥ 44 px tap target; `busy` makes it inert while a request runs. Every button needs the app's
 * handlers, so on a screen the platform prerendered it stays disabled until the app has hydrated.
 */
export function Button({ variant = 'primary', block, busy, children, className, disabled, ...rest }: ButtonProps) {
  const hydrated = useHydrated();
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? ''].filter(Boolean);
  return (
    <button type="button" className={classes.join(' ')} disabled={disabled || busy || !hydrated} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
