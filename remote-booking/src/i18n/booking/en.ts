import type { BookingTexts } from './it';

const en: BookingTexts = {
  pages: {
    Reserve: 'Book a table', ReserveModule: 'Book', ReserveMessage: 'Your reservation',
    ReserveEdit: 'Change your reservation', ReserveEditConfirm: 'Reservation changed', ReserveEditError: 'Change failed', ReserveAuthenticate: 'Confirm the payment',
  },
  breadcrumb: 'Booking steps',
  stepOf: 'Step {{n}} of {{total}}: {{name}}',
  steps: { people: 'People', date: 'Date', time: 'Time', experience: 'Experience', zone: 'Area', details: 'Details', guarantee: 'Card', summary: 'Summary', payment: 'Payment' },
  actions: { next: 'Continue', back: 'Back' },
  people: { title: 'How many people?', count_one: '{{count}} person', count_other: '{{count}} people', range: 'Online from {{min}} to {{max}} people. For larger groups, contact the venue.' },
  date: {
    title: 'Choose the day', prev: 'Previous month', next: 'Next month', legend: 'Legend', loading: 'Loading availability…', whatMeans: 'what it means', keyboardHelp: 'Arrow keys move between days, Page Up and Page Down change the month, Enter chooses.',
    status: { past: 'past', closed: 'closed', experience: 'experience', available: 'available', completed: 'fully booked' },
    statusHelp: {
      past: 'This day has passed.', closed: 'The venue is closed.', experience: 'Only an experience can be booked.',
      available: 'Tables are available.', completed: 'Fully booked for your party size.',
    },
  },
  time: {
    title: 'Choose the time', loading: 'Loading times…', none: 'No free time for {{count}} people on this day.', full: 'full', waitingList: 'waiting list',
    waitingListTitle: 'This time is full.', waitingListText: 'You can join the waiting list: we will write to you if a place frees up.',
    reasons: {
      DAY_SOLD_OUT: 'This day is sold out.', ZONE_SOLD_OUT: 'No area has room for your party.', SHIFT_FULL: 'The service is full.',
      EXPERIENCE_REQUIRED: 'On this day only an experience can be booked.', CLOSED: 'The venue is closed.', PAST: 'It is too late to book this day.',
    },
  },
  experience: {
    waitingList: 'This time is full: choose what to join the waiting list for. We will write to you if a place frees up.',
    title: 'Choose the experience', required: 'At this time only an experience can be booked.', tableOnly: 'Just a table', tableOnlyHint: 'No experience: a table at the restaurant.',
    perGuest: '{{price}} per person', duration: '{{minutes}} min', card: 'card guarantee', conditions: 'Conditions',
  },
  zone: { title: 'Choose the area', any: 'No preference', full: 'full' },
  details: {
    title: 'Your details', firstName: 'First name', lastName: 'Last name', phone: 'Mobile', email: 'E-mail', reason: 'Reason for your visit', reasonNone: 'Choose (optional)',
    reasonOther: 'Tell us more', notes: 'Notes (allergies, high chair…)',
    extraTitle: 'A few more questions', extraChoose: 'Choose',
    reasons: { birthday: 'Birthday', anniversary: 'Anniversary', business: 'Business', romantic: 'Romantic dinner', family: 'Family', friends: 'Friends', other: 'Other' },
  },
  guarantee: {
    title: 'Card guarantee and cancellation', intro: 'This booking is secured by a card. Nothing is charged now.', termsTitle: 'Cancellation terms',
    perReservation: '{{amount}} per reservation', perGuest: '{{unit}} per person ({{amount}} in total)',
    freeUntil: 'Free cancellation until {{deadline}} ({{venue}} time).',
    how: 'After that, or if you do not show up, {{venue}} charges {{amount}} to the card you save now, without you being present.',
    accept: 'I accept the cancellation terms and the card guarantee.', toCard: 'Continue to the card', heldUntil: 'Your seats are held for you until {{time}}.', card: 'Save your card',
  },
  summary: {
    title: 'Summary', date: 'Date', time: 'Time', people: 'People', experience: 'Experience', zone: 'Area', name: 'Name', phone: 'Mobile', email: 'E-mail', reason: 'Reason', notes: 'Notes',
    price: 'Price', total: '{{total}} in total ({{price}} per person)', payAtVenue: 'paid at the venue', payOnline: 'paid online',
    confirm: 'Confirm the reservation', confirmRequest: 'Send the request', confirmWaiting: 'Join the waiting list',
    yes: 'Yes', no: 'No',
    waitingNotice: 'You will join the waiting list: we will write to you if a place frees up.', requestNotice: 'The venue confirms requests by hand: you will receive an e-mail.',
  },
  payment: {
    title: 'Pay online', termsTitle: 'Payment and cancellation',
    prepaidToPay: 'To pay now online: {{amount}}', depositToPay: 'Deposit to pay now online: {{amount}} ({{unit}} per guest); the rest is paid at the venue.',
    prepaidPaid: 'Paid online: {{amount}}', depositPaid: 'Deposit paid online: {{amount}}; the rest is paid at the venue.',
    refundRule: 'Cancel before {{deadline}} ({{venue}} time) and {{amount}} is refunded in full; after that nothing is refunded.',
    refunded: '{{amount}} refunded to your card (it may take a few days to show).',
    accept: 'I accept the online payment and the cancellation and refund terms.', toPayment: 'Continue to payment',
    confirming: 'Payment received: recording your reservation…', retry: 'Try again',
  },
  errors: {
    PAYMENT_REQUIRED: 'This experience is paid online when booking.', PAYMENT_NOT_DONE: 'The payment has not gone through yet. Try again in a few seconds.',
    HOLD_EXPIRED_REFUNDED: 'The time to complete the booking had run out and the seats were no longer available: your payment has been refunded in full.',
    INVALID_EXTRA_ANSWERS: 'Check your answers to the experience’s questions.',
    loadTitle: 'The page could not be loaded', loadAvailability: 'We cannot load the availability. Try again.',
    SOLD_OUT: 'The time you chose is no longer available.', ZONE_UNAVAILABLE: 'The area you chose has no room left.', SLOT_UNAVAILABLE: 'This time can no longer be booked.',
    HOLD_EXPIRED: 'The time to complete the booking ran out and the seats are gone.', CARD_NOT_SAVED: 'The card has not been saved yet.',
    BOT_CHECK_FAILED: 'The robot check failed. Do it again and retry.', GUARANTEE_REQUIRED: 'This booking needs a card guarantee.',
    INVALID_PAYLOAD: 'Please fill in all required fields.', RESERVATION_CLOSED: 'This reservation can no longer be changed.',
    BOOKING_LIMIT_EMAIL: 'This e-mail address already has the most bookings allowed on this day. For more tables, contact the venue.',
    BOOKING_LIMIT_CLIENT: 'Too many bookings for this day have already been made from this connection. For more tables, contact the venue.',
    ZONE_NOT_FOUND: 'The area you chose no longer exists: choose another one.',
  },
  module: { notFoundTitle: 'Booking page not found', notFoundText: 'This booking page does not exist or is no longer active.', toReserve: 'Book a table' },
  message: {
    confirmed: { title: 'Your reservation is confirmed', text: 'We look forward to seeing you!' },
    pending: { title: 'Request received', text: 'The venue will confirm your reservation: you will receive an e-mail.' },
    rejected: { title: 'Reservation not confirmed', text: 'The reservation could not be confirmed. Try another day or time.' },
    waiting: { title: 'You are on the waiting list', text: 'We will let you know if a place frees up.' },
    unknown: { title: 'Message not available', text: 'This page has nothing to show.' },
    emailSent: 'We sent the details to {{email}}.', calendar: 'Add to calendar', edit: 'Change or cancel', again: 'Make another booking',
  },
  edit: {
    notFoundTitle: 'Reservation not found', notFoundText: 'The link is not valid. Check the address you received by e-mail.',
    current: 'Your reservation', closed: 'This reservation can no longer be changed online.', waiting: 'You are on the waiting list: you can only cancel the request.',
    change: 'Change people, day, time or area', save: 'Save the changes', cancelTitle: 'Cannot come?', cancel: 'Cancel the reservation',
    lateWarning: 'The free-cancellation period is over: the venue may charge {{amount}}.',
    cancelConfirmTitle: 'Cancel the reservation?', cancelConfirmText: 'The table will be offered to other guests.', keep: 'Keep it', cancelYes: 'Yes, cancel',
    refundOnCancel: 'If you cancel now, {{amount}} is refunded in full.', noRefund: 'The free-cancellation period is over: if you cancel now, the {{amount}} paid is not refunded.',
    blocked: {
      EDIT_PAID_PAX: 'The party size of a reservation paid online cannot be changed: cancel it and book again, or contact the venue.',
      EDIT_NEEDS_CARD: 'This choice needs a credit-card guarantee: it cannot be changed online. Choose something else or contact the venue.',
      EDIT_WAITING_LIST: 'The time you chose is full and only on the waiting list: choose another time.',
      EDIT_SOLD_OUT: 'Your choice is sold out: choose another day or time.',
      BOOKING_LIMIT_EMAIL: 'This e-mail address already has the most bookings allowed on that day: choose another day or contact the venue.',
      BOOKING_LIMIT_CLIENT: 'Too many bookings for that day have already been made from this connection: choose another day or contact the venue.',
    },
  },
  editConfirm: {
    refunded: '{{amount}} is refunded in full to your card (it may take a few days to show).', notRefunded: 'The cancellation came after the free-cancellation deadline: the {{amount}} paid is not refunded.',
    title: 'Reservation changed', text: 'We sent you the new details by e-mail.', unchanged: 'Nothing has changed.',
    cancelledTitle: 'Reservation cancelled', cancelledText: 'Your reservation has been cancelled. We sent you a confirmation by e-mail.', back: 'Back to the reservation',
  },
  editError: { title: 'Change failed', text: 'An error occurred while changing the reservation. Please try again later.', retry: 'Try again' },
  authenticate: {
    title: 'Confirm the payment', text: 'Your bank asks you to confirm the charge of {{amount}} set out in your reservation’s terms.',
    paid: 'Payment of {{amount}} confirmed. Thank you.', none: 'There is no payment to confirm.',
  },
};

export default en;
