/** The message under a field; its id is in the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="sh-field-error">
      {message}
    </p>
  );
}
