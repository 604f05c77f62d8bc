import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
// In @venue/shared/forms: the i18n instance comes from '@venue/shared' (forms.ts says why).
import { eventOrigin, useDocumentRoot, useTranslation } from '@venue/shared';
import { cx } from './class-names';
import { focusableIn } from './focusable';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  /** Dialog title; labels the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Actions shown at the bottom (buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Close on a click outside the dialog (default true). */
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
  /** Element to focus on open; default the first focusable of body/footer, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Accessible modal dialog, rendered in a portal on document.body (in the embed: in its shadow
 * root, useDocumentRoot): role dialog, aria-modal, labelled by its title, focus moved in and
 * trapped, Escape and backdrop close, focus restored to the element that had it when the dialog
 * closes.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', closeOnBackdrop = true, hideCloseButton = false, initialFocusRef, className }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const documentRoot = useDocumentRoot();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const activeNow = documentRoot?.root.activeElement;
    const previous = activeNow instanceof HTMLElement ? activeNow : null;
    const dialog = dialogRef.current;
    const first = initialFocusRef?.current ?? focusableIn(contentRef.current)[0] ?? focusableIn(dialog)[0] ?? dialog;
    first?.focus();

    // Focus that leaves the dialog (a click on the page behind, a screen reader jump) comes back.
    const onFocusIn = (event: FocusEvent) => {
      const target = eventOrigin(event);
      if (dialog && target instanceof Node && !dialog.contains(target) && !isInsideOtherDialog(target, dialog)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialFocusRef is read once, on open
  }, [open]);

  if (!open || !documentRoot) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    const active = documentRoot.root.activeElement;
    if (event.shiftKey && (active === firstItem || active === dialogRef.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that started and ended on the backdrop closes (not a text selection drag).
    const startedHere = pressedOnBackdrop.current || event.detail === 0;
    pressedOnBackdrop.current = false;
    if (closeOnBackdrop && event.target === event.currentTarget && startedHere) onCloseRef.current();
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-testid="sh-modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className={styles.close} aria-label={t('modal.close')} onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={contentRef} className={styles.content}>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </div>,
    documentRoot.portal,
  );
}

/** A nested dialog opened above this one keeps its own focus. */
function isInsideOtherDialog(node: Node, self: HTMLElement): boolean {
  const el = node instanceof Element ? node : node.parentElement;
  const dialog = el?.closest('[role="dialog"],[role="alertdialog"]');
  return !!dialog && dialog !== self;
}
