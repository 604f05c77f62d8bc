import type { BookingHelpTexts } from './it';

const en: BookingHelpTexts = {
  suggest: {
    title: 'Free times for {{count}} people',
    sameDay: 'Same day',
    nextDays: 'Next days',
    loading: 'Looking for free times…',
    none: 'No free time in the next days for {{count}} people.',
    take: '{{date}} at {{time}}',
  },
  large: {
    link: 'More than {{max}} of you? Send a request',
    title: 'Request for a group',
    intro: 'For groups of more than {{max}} people the venue confirms by hand: send your request and we will answer by e-mail.',
    pax: 'Number of people',
    date: 'Day',
    time: 'Time',
    notes: 'Notes (menu, occasion, allergies…)',
    send: 'Send the request',
    paxRange: 'Enter a number between {{min}} and 99.',
    dateRequired: 'Choose the day.',
    timeRequired: 'Enter the time (HH:MM).',
    SLOT_UNAVAILABLE: 'The venue is not open on that day at that time: choose another moment.',
    PARTY_BOOKABLE_ONLINE: 'For {{max}} people or fewer you can book online directly.',
    back: 'Back to booking',
  },
  find: {
    link: 'Already booked? Find your booking',
    title: 'Find your booking',
    intro: 'Type the e-mail you booked with: we will send you the links of your coming bookings.',
    email: 'E-mail',
    send: 'Send me the links',
    sent: 'If there are coming bookings for {{email}}, you will shortly receive an e-mail with the links to see and change them.',
    tryIn_one: 'Too many requests: try again in {{count}} second.',
    tryIn_other: 'Too many requests: try again in {{count}} seconds.',
    book: 'Book a table',
  },
  cancelled: {
    title: 'Booking cancelled',
    text: 'This booking has been cancelled and can no longer be changed.',
    again: 'Book again',
    unconfirmed: 'We did not hear back from you in time: the booking was released for guests on the waiting list. Nothing was charged.',
    offer_expired: 'The place we offered you was not confirmed in time and went to the next guest on the waiting list.',
    offer_declined: 'You let the place we offered you go: you are no longer on the waiting list.',
    left_list: 'We will not offer you a place for this request.',
    leftTitle: 'You left the waiting list',
  },
};

export default en;
