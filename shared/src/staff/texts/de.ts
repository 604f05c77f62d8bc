import type { StaffTexts } from './it';

const de: StaffTexts = {
  apiErrors: {
    AUTH_INVALID: 'Unbekannter oder widerrufener Personal-Token.',
    AUTH_MISSING: 'Melde dich mit dem Personal-Token an.',
    STAFF_SESSION_REQUIRED: 'Melde dich mit dem Personal-Token an.',
    STAFF_SESSION_EXPIRED: 'Deine Sitzung ist abgelaufen: Melde dich erneut an.',
    WRONG_VENUE: 'Diese Sitzung gehört zu einem anderen Betrieb: Melde dich mit einem Token dieses Betriebs an.',
    CSRF_REFUSED: 'Anfrage abgelehnt: Lade die Seite neu und versuche es erneut.',
    INVALID_PAYLOAD: 'Das ist weder ein Code noch der Link eines Codes.',
    CODE_NOT_FOUND: 'Kein Aktionscode und keine Geschenkkarte hat diesen Code.',
    CODE_OF_ANOTHER_VENUE: 'Dieser Code gehört zu einem anderen Betrieb.',
    PROMO_CODE_NOT_FOUND: 'Kein Aktionscode hat diesen Code.',
    PROMO_CODE_USED: 'Dieser Code wurde bereits verwendet.',
    PROMO_CODE_EXPIRED: 'Dieser Code ist abgelaufen.',
    GIFTCARD_NOT_FOUND: 'Keine Geschenkkarte hat diesen Code.',
    GIFTCARD_VOID: 'Diese Geschenkkarte wurde storniert.',
    GIFTCARD_EXPIRED: 'Diese Geschenkkarte ist abgelaufen.',
    GIFTCARD_REDEEMED: 'Diese Geschenkkarte ist bereits vollständig eingelöst.',
    GIFTCARD_INSUFFICIENT_BALANCE: 'Das Guthaben der Karte ist kleiner als dieser Betrag.',
    RESERVATION_NOT_FOUND: 'Reservierung nicht gefunden.',
    INVALID_TRANSITION: 'Die Reservierung ist nicht mehr in diesem Zustand: Aktualisiere die Liste.',
    NOT_STARTED: 'Die Uhrzeit der Reservierung ist noch nicht vorbei.',
    GUEST_ARRIVED: 'Die Gäste sind bereits als angekommen markiert.',
  },
  state: {
    valid: 'Gültig',
    used: 'Bereits verwendet',
    expired: 'Abgelaufen',
    void: 'Storniert',
  },
  usedOnBy: 'Bereits verwendet am {{date}} von {{label}}',
  usedOn: 'Bereits verwendet am {{date}}',
  scanNext: 'Nächsten scannen',
  backToScan: 'Zurück zum Scannen',
};

export default de;
