/** Paths of the venue API calls of docs/api.md#the-front-pages-calls (all POST, form-encoded). */
export const API_PATHS = {
  location: '/backend/api/frontpage/location/getlocation',
  services: '/backend/api/frontpage/services/getallservices',
  experienceList: '/backend/api/frontpage/experience/getexperiencelist',
  month: '/backend/api/frontpage/experience/getesperienzemonth',
  day: '/backend/api/frontpage/experience/getesperienzeday',
  // Designed calls: see docs/api.md.
  promoList: '/backend/api/frontpage/promo/getpromolist',
  promo: '/backend/api/frontpage/promo/getpromo',
  promoClaim: '/backend/api/frontpage/promo/claim',
  promoCode: '/backend/api/frontpage/promo/getclaim',
  botCheckChallenge: '/backend/api/frontpage/botcheck/challenge',
  giftcardList: '/backend/api/frontpage/giftcard/getgiftcardlist',
  giftcard: '/backend/api/frontpage/giftcard/getgiftcard',
  giftcardCheckout: '/backend/api/frontpage/giftcard/checkout',
  giftcardPayment: '/backend/api/frontpage/giftcard/getpayment',
  giftcardOrder: '/backend/api/frontpage/giftcard/getorder',
  giftcardBalance: '/backend/api/frontpage/giftcard/getbalance',
  reservation: '/backend/api/frontpage/reservation/get',
  bookingModule: '/backend/api/frontpage/reservation/module',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

export const REQUEST_TIMEOUT_MS = 30000;
