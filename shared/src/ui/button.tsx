import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'small';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and sets aria-busy; the button is disabled meanwhile. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Button styled by the global `.sh-button` classes of styles/base.css; type defaults to "button". */
export function Button({ variant = 'primary', size = 'md', block, loading, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'sh-button',
        variant !== 'primary' && `sh-button--${variant}`,
        size === 'small' && 'sh-button--small',
        block && 'sh-button--block',
        className,
      )}
    >
      {loading ? <Spinner size="small" decorative /> : null}
      {children}
    </button>
  );
}
