import type { ButtonHTMLAttributes, Ref } from 'react';
import { useHydrated } from '../ssr/use-hydrated';
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

/**
 * Button styled by the global `.sh-button` classes of styles/base.css; type defaults to "button".
 * In server-rendered HTML it is disabled until the browser has taken the page over: a tap before
 * that would do nothing (or submit a form natively), so the button says it is not ready yet.
 */
export function Button({ variant = 'primary', size = 'md', block, loading, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading || !hydrated}
      aria-busy={loading || undefined}
      className={cx('sh-button', variant !== 'primary' && `sh-button--${variant}`, size === 'small' && 'sh-button--small', block && 'sh-button--block', className)}
    >
      {loading ? <Spinner size="small" decorative /> : null}
      {children}
    </button>
  );
}
