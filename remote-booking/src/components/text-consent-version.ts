/**
 * The version of the words of the consent to texts (text-consent-field.tsx), which a booking
 * carries when the consent is ticked and the server keeps with it: a new wording gets a new
 * version there and here. A module apart from the field: the booking's payload needs the version,
 * and importing the field would bring the forms' code (@venue/shared/forms) into the flow's first
 * chunk, fetched with the visitor's first tap.
 */
export const TEXT_CONSENT_VERSION = '1';
