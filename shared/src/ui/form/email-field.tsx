import { TextField, type TextFieldProps } from './text-field';

/** An e-mail input: the right keyboard on phones, autofill, no autocorrect. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} maxLength={254} {...props} />;
}
