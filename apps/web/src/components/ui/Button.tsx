import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  block?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** A ≥ 44 px tap target; `busy` keeps the button focusable but inert while a request runs. */
export function Button({ variant = 'primary', block, busy, children, className, disabled, ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? ''].filter(Boolean);
  return (
    <button type="button" className={classes.join(' ')} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
