import type { CommonShape } from './it';

export const en: CommonShape = {
  nav: {
    label: 'Main navigation',
    home: 'Home',
    giftcards: 'Gift cards',
    booking: 'Book',
    promotions: 'Promotions',
  },
  language: {
    label: 'Language',
    choose: 'Choose your language',
    names: { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' },
  },
  loading: 'Loading…',
  actions: {
    retry: 'Try again',
    close: 'Close',
    back: 'Back',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  error: {
    title: 'An error occurred',
    message: 'Something went wrong. Please try again in a moment.',
    retry: 'Try again',
  },
  remoteFailed: {
    title: 'Section unavailable',
    message: 'This section could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  apiUnreachable: {
    title: 'Service temporarily unavailable',
    message: 'We cannot reach the server right now. Check your connection and try again shortly.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    message: 'The entered URL is not valid. Return to home.',
    button: 'Return to home',
  },
  notFoundError: {
    title: 'Something went wrong',
    message: 'An unexpected error occurred. Return to home and try again.',
    button: 'Return to home',
  },
  confirmLeave: {
    title: 'Leave this page?',
    message: 'The data you have entered will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave',
  },
  modal: {
    close: 'Close',
  },
  policy: {
    privacyTitle: 'Privacy policy',
    marketingTitle: 'Marketing policy',
    empty: 'This text is not available at the moment.',
  },
  tooltip: {
    label: 'More information',
    close: 'Close tip',
  },
  footer: {
    poweredBy: 'Powered by {{platform}}',
    privacy: 'Privacy',
    contacts: 'Contact',
  },
  validation: {
    required: 'Please fill in all required fields.',
    email: 'Please enter a valid email address.',
    recipientEmail: "Please enter a valid email address for the recipient.",
    phone: 'Please enter a valid phone number.',
    recipientPhone: "Please enter a valid phone number for the recipient.",
    amountRange: 'Please enter an amount between {{min}} and {{max}}.',
    privacyRequired: 'Accept the privacy policy to proceed with the purchase',
    cancellationPolicyRequired: 'Accept the cancellation policy to proceed with the booking.',
    dateOfBirth: 'Please enter a valid date in the format dd/mm/yyyy.',
  },
  apiErrors: {
    TIMEOUT: 'The server took too long to respond. Please try again.',
    NETWORK: 'No connection, or the connection is unstable. Check your network and try again.',
    INTERNAL: 'A server error occurred. Please try again later.',
    RATE_LIMITED: 'Too many requests in a short time. Please wait a moment and try again.',
    AUTH_MISSING: 'This page is not set up correctly. Please contact the venue.',
    AUTH_INVALID: 'This page is not set up correctly. Please contact the venue.',
    INVALID_RESPONSE: 'The server sent an invalid response. Please try again later.',
    generic: 'An error occurred. Please try again later.',
  },
};
