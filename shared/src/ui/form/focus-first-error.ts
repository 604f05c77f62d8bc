/**
 * After a form is sent with errors: moves focus to the first field marked aria-invalid inside
 * `root` (default the document), once the errors are drawn (the next task, after React's
 * commit), so a keyboard or screen reader user lands on the field and hears its message.
 */
export function focusFirstError(root: ParentNode | null = typeof document === 'undefined' ? null : document): void {
  setTimeout(() => {
    const scope = root ?? (typeof document === 'undefined' ? null : document);
    scope?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}
