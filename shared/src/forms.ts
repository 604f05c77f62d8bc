// @venue/shared/forms: what only the pages with a form use (fields, consent, bot check,
// confirm-leave, dialogs; the QR code is @venue/shared/qr-code, the calendar's tooltip
// @venue/shared/tooltip). A federated singleton of its own, beside
// @venue/shared: a page without a form (the home page, the gift card list, a card) does not
// download it. Its modules take everything stateful (the i18n instance, the atoms, the router,
// the API client) from '@venue/shared', never by a relative path: a relative import would
// bundle a second copy of that state into this module.
export { TextField } from './ui/form/text-field';
export type { TextFieldProps } from './ui/form/text-field';
export { NameFields } from './ui/form/name-fields';
export type { NameFieldsProps } from './ui/form/name-fields';
export { EmailField } from './ui/form/email-field';
export { CheckboxField } from './ui/form/checkbox-field';
export type { CheckboxFieldProps } from './ui/form/checkbox-field';
export { SelectField } from './ui/form/select-field';
export type { SelectFieldProps } from './ui/form/select-field';
export { useSendToAddress } from './ui/form/use-send-to-address';
export type { SendToAddress } from './ui/form/use-send-to-address';
export { PhoneField } from './ui/form/phone-field';
export type { PhoneFieldProps, PhoneValue } from './ui/form/phone-field';
export { ConsentCheckbox } from './ui/form/consent-checkbox';
export type { ConsentCheckboxProps } from './ui/form/consent-checkbox';
export { PrivacyPolicyModal, MarketingPolicyModal } from './ui/policy-modals';
export type { PolicyModalProps } from './ui/policy-modals';
export { FieldError } from './ui/form/field-error';
export { useFieldIds } from './ui/form/use-field-ids';
export { focusFirstError } from './ui/form/focus-first-error';
export { Modal } from './ui/modal';
export type { ModalProps } from './ui/modal';
// (SKIP_CONFIRM_LEAVE, the navigation state that passes the guard, is in '@venue/shared'.)
export { useConfirmLeave, ConfirmLeave, ConfirmLeaveDialog } from './ui/confirm-leave';
export type { ConfirmLeaveDialogProps } from './ui/confirm-leave';
export { BotCheck } from './bot-check/bot-check';
export type { BotCheckProps } from './bot-check/bot-check';
