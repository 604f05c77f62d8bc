// @venue/shared/text-field: one labelled text field, for a page whose only form is a single
// field (the gift card list's balance check). Not a federated singleton: it holds no state, so
// the remote bundles it instead of fetching @venue/shared/forms,
// which on the list of a venue with few cards is on the first screen, hence in the first view.
export { TextField } from './ui/form/text-field';
export type { TextFieldProps } from './ui/form/text-field';
