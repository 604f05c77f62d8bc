import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './tooltip.module.css';
import { prefersTouch } from './use-touch-mode';
import { eventOrigin, useTranslation } from '@venue/shared';

export interface TooltipProps {
  /** The help text. */
  content: ReactNode;
  /** Trigger content; default an "i" info icon labelled "More information". */
  children?: ReactNode;
  /** Accessible name of the default icon trigger. */
  label?: string;
  placement?: 'top' | 'bottom';
  className?: string;
}

/**
 * Help bubble (docs/product.md#screens-and-routes): on touch devices (`(hover: none)` or a touch pointer) it opens
 * and closes on tap, closing on a tap elsewhere; otherwise it shows on hover or keyboard focus.
 * Escape hides it. The trigger is a button described by the bubble (role tooltip).
 */
export function Tooltip({ content, children, label, placement = 'top', className }: TooltipProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const lastPointer = useRef<string>('');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;

  const touchMode = () => lastPointer.current === 'touch' || prefersTouch();

  useEffect(() => {
    if (!pinned) return;
    const onOutside = (event: Event) => {
      const target = eventOrigin(event);
      if (wrapperRef.current && target instanceof Node && !wrapperRef.current.contains(target)) setPinned(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('click', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('click', onOutside);
    };
  }, [pinned]);

  const hide = () => {
    setHovered(false);
    setFocused(false);
    setPinned(false);
  };

  return (
    <span
      ref={wrapperRef}
      className={cx(styles.wrapper, className)}
      onMouseEnter={() => !touchMode() && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-describedby={id}
        aria-label={children ? undefined : (label ?? t('tooltip.label'))}
        onPointerDown={(event: PointerEvent) => {
          lastPointer.current = event.pointerType ?? '';
        }}
        onFocus={() => !touchMode() && setFocused(true)}
        onBlur={() => setFocused(false)}
        onClick={() => {
          if (touchMode()) setPinned((p) => !p);
        }}
      >
        {children ?? (
          <span className={styles.icon} aria-hidden="true">
            i
          </span>
        )}
      </button>
      <span role="tooltip" id={id} hidden={!open} className={cx(styles.bubble, placement === 'bottom' ? styles.bottom : styles.top)}>
        {content}
      </span>
    </span>
  );
}
