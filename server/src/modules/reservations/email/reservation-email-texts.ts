/** The reservation e-mails in the five languages ({{name}} placeholders are filled, then escaped). */
import type { Language } from '../../../lib/i18n-text';

export const RESERVATION_EMAIL_KINDS = [
  'confirmed',
  'pending',
  'accepted',
  'rejected',
  'waiting',
  'table-freed',
  'edited',
  'cancelled',
  'left-list',
  'fee-authentication',
  'payment-refunded',
  'reminder',
  'released',
  'offer',
  'offer-expired',
] as const;
export type ReservationEmailKind = (typeof RESERVATION_EMAIL_KINDS)[number];

export interface ReservationEmailTexts {
  kinds: Record<ReservationEmailKind, { subject: string; intro: string }>;
  greeting: string;
  date: string;
  time: string;
  guests: string;
  zone: string;
  experience: string;
  notes: string;
  guaranteeTitle: string;
  guaranteePerReservation: string;
  guaranteePerGuest: string;
  freeCancellation: string;
  feeHow: string;
  conditions: string;
  editButton: string;
  authenticateButton: string;
  /** The reminder's answers, and the line that says by when the venue needs the first one. */
  comingButton: string;
  cancelButton: string;
  reconfirmBy: string;
  /** An offer that needs a card: what confirming it asks ({{amount}} to pay, or the guarantee below). */
  offerPayment: string;
  offerGuarantee: string;
  /** A waiting-list offer's answers. */
  acceptOfferButton: string;
  declineOfferButton: string;
  paymentPrepaid: string;
  paymentDeposit: string;
  refundRule: string;
  refundDone: string;
  refundNone: string;
  /** A gift card paid part (or all) of the online payment; what went back to it on a refund. */
  giftcardPart: string;
  giftcardAll: string;
  giftcardReturned: string;
  /** The same, when the card was an experience voucher. */
  voucherPart: string;
  voucherAll: string;
  voucherReturned: string;
  yes: string;
  no: string;
  /** waiting and table-freed, for an experience (a place, not a table). */
  waitingExperienceIntro: string;
  placeFreedSubject: string;
  placeFreedIntro: string;
  linkHint: string;
  calendarHint: string;
  /** Calendar summary prefix of a booking that is not confirmed (waiting list, request). */
  waitingSummary: string;
  pendingSummary: string;
  /** The calendar file's note that a waiting-list entry holds no table. */
  waitingNote: string;
  footer: string;
}

export const RESERVATION_EMAIL_TEXTS: Record<Language, ReservationEmailTexts> = {
  it: {
    kinds: {
      confirmed: { subject: 'Prenotazione confermata – {{venue}}', intro: 'la tua prenotazione da {{venue}} è confermata. Ti aspettiamo!' },
      pending: {
        subject: 'Richiesta di prenotazione ricevuta – {{venue}}',
        intro: 'abbiamo ricevuto la tua richiesta. {{venue}} la confermerà a breve: riceverai un’altra e-mail.',
      },
      accepted: { subject: 'Prenotazione accettata – {{venue}}', intro: '{{venue}} ha accettato la tua richiesta: la prenotazione è confermata.' },
      rejected: {
        subject: 'Prenotazione non confermata – {{venue}}',
        intro: 'purtroppo {{venue}} non può confermare la tua richiesta per questa data. Puoi provare un altro giorno o un altro orario.',
      },
      waiting: { subject: 'Sei in lista d’attesa – {{venue}}', intro: 'l’orario scelto è al completo: sei in lista d’attesa. Ti scriveremo se si libera un tavolo.' },
      'table-freed': {
        subject: 'Si è liberato un tavolo – {{venue}}',
        intro: 'buone notizie: si è liberato un tavolo e la tua prenotazione dalla lista d’attesa è ora {{state}}.',
      },
      edited: { subject: 'Prenotazione modificata – {{venue}}', intro: 'la tua prenotazione è stata modificata. Ecco i nuovi dettagli.' },
      cancelled: { subject: 'Prenotazione cancellata – {{venue}}', intro: 'la tua prenotazione è stata cancellata.' },
      'left-list': { subject: 'Non sei più in lista d’attesa – {{venue}}', intro: 'sei uscito dalla lista d’attesa: non ti offriremo un posto per questa richiesta.' },
      'fee-authentication': {
        subject: 'Conferma il pagamento – {{venue}}',
        intro: 'la tua banca chiede una conferma per l’addebito di {{amount}} previsto dalle condizioni della prenotazione. Apri il link e conferma il pagamento.',
      },
      'payment-refunded': {
        subject: 'Pagamento rimborsato – {{venue}}',
        intro:
          'il tuo pagamento è arrivato quando i posti non erano più riservati e l’orario era ormai al completo: la prenotazione non è stata registrata e ti abbiamo rimborsato {{amount}} per intero.',
      },
      reminder: {
        subject: 'Promemoria: ti aspettiamo – {{venue}}',
        intro: 'ti ricordiamo la tua prenotazione da {{venue}}. Vieni? Rispondi con un tocco: ci aiuti a preparare il tavolo, o a darlo a chi aspetta.',
      },
      released: {
        subject: 'Prenotazione liberata – {{venue}}',
        intro:
          'non abbiamo ricevuto la tua conferma in tempo, quindi {{venue}} ha liberato la prenotazione per chi era in attesa. Nessun addebito. Se vuoi venire comunque, prenota di nuovo sul nostro sito.',
      },
      offer: {
        subject: 'Si è liberato un posto per te – {{venue}}',
        intro:
          'buone notizie: si è liberato un posto per la tua richiesta in lista d’attesa. Lo teniamo per te fino a {{deadline}}: confermalo con un tocco, oppure lascialo al prossimo in lista.',
      },
      'offer-expired': {
        subject: 'Il posto è passato al prossimo in lista – {{venue}}',
        intro:
          'il posto che avevamo tenuto per te non è stato confermato in tempo ed è passato al prossimo ospite in lista d’attesa. Non sei più in lista: se vuoi, prenota un altro orario sul nostro sito.',
      },
    },
    greeting: 'Ciao {{name}},',
    date: 'Data',
    time: 'Ora',
    guests: 'Persone',
    zone: 'Sala',
    experience: 'Esperienza',
    notes: 'Note',
    guaranteeTitle: 'Garanzia con carta',
    guaranteePerReservation: '{{amount}} per la prenotazione',
    guaranteePerGuest: '{{unit}} a persona ({{amount}} in totale)',
    freeCancellation: 'Cancellazione gratuita fino al {{deadline}} (ora di {{venue}}).',
    feeHow: 'Dopo quel momento, o in caso di mancata presentazione, {{venue}} addebita {{amount}} sulla carta salvata, senza bisogno della tua presenza.',
    conditions: 'Condizioni',
    editButton: 'Modifica o cancella',
    authenticateButton: 'Conferma il pagamento',
    comingButton: 'Sì, vengo',
    cancelButton: 'Cancella la prenotazione',
    reconfirmBy: '{{venue}} chiede una conferma entro {{deadline}}: una prenotazione non confermata entro quell’ora viene liberata.',
    offerPayment: 'Per confermarlo paghi ora online {{amount}}.',
    offerGuarantee: 'Per confermarlo registri una carta a garanzia (vedi sotto).',
    acceptOfferButton: 'Conferma il posto',
    declineOfferButton: 'Non mi serve più',
    paymentPrepaid: 'Pagato online: {{amount}}',
    paymentDeposit: 'Acconto pagato online: {{amount}} (il resto si paga sul posto)',
    refundRule: 'Cancellando entro il {{deadline}} (ora di {{venue}}) ti rimborsiamo {{amount}} per intero; dopo non è previsto alcun rimborso.',
    refundDone: 'Ti rimborsiamo {{amount}} per intero sulla carta (può servire qualche giorno).',
    refundNone: 'Cancellazione dopo il termine gratuito: {{amount}} pagato non viene rimborsato.',
    giftcardPart: 'Di cui {{giftcard}} con la carta regalo {{code}} e {{card}} con carta di pagamento.',
    giftcardAll: 'Pagato per intero con la carta regalo {{code}}.',
    giftcardReturned: '{{giftcard}} tornano sulla tua carta regalo {{code}}: il saldo è ripristinato.',
    voucherPart: 'Di cui {{giftcard}} con il buono {{code}} e {{card}} con carta di pagamento.',
    voucherAll: 'Pagato per intero con il buono {{code}}.',
    voucherReturned: 'Il tuo buono {{code}} torna valido: puoi prenotare di nuovo l’esperienza.',
    yes: 'Sì',
    no: 'No',
    waitingExperienceIntro: 'l’esperienza è al completo all’orario scelto: sei in lista d’attesa. Ti scriveremo se si libera un posto.',
    placeFreedSubject: 'Si è liberato un posto – {{venue}}',
    placeFreedIntro: 'buone notizie: si è liberato un posto e la tua prenotazione dalla lista d’attesa è ora {{state}}.',
    linkHint: 'Oppure apri questo indirizzo:',
    calendarHint: 'In allegato il file per il tuo calendario.',
    waitingSummary: 'Lista d’attesa',
    pendingSummary: 'Richiesta di prenotazione',
    waitingNote: 'In lista d’attesa: non è una prenotazione confermata. Ti scriveremo se si libera un posto.',
    footer: 'Ricevi questa e-mail per una prenotazione fatta da {{venue}}.',
  },
  en: {
    kinds: {
      confirmed: { subject: 'Reservation confirmed – {{venue}}', intro: 'your reservation at {{venue}} is confirmed. We look forward to seeing you!' },
      pending: {
        subject: 'Reservation request received – {{venue}}',
        intro: 'we have received your request. {{venue}} will confirm it shortly: you will get another e-mail.',
      },
      accepted: { subject: 'Reservation accepted – {{venue}}', intro: '{{venue}} has accepted your request: your reservation is confirmed.' },
      rejected: {
        subject: 'Reservation not confirmed – {{venue}}',
        intro: 'unfortunately {{venue}} cannot confirm your request for this date. You may try another day or time.',
      },
      waiting: {
        subject: 'You are on the waiting list – {{venue}}',
        intro: 'the time you chose is full: you are on the waiting list. We will write to you if a table frees up.',
      },
      'table-freed': {
        subject: 'A table has freed up – {{venue}}',
        intro: 'good news: a table has freed up and your reservation from the waiting list is now {{state}}.',
      },
      edited: { subject: 'Reservation changed – {{venue}}', intro: 'your reservation has been changed. Here are the new details.' },
      cancelled: { subject: 'Reservation cancelled – {{venue}}', intro: 'your reservation has been cancelled.' },
      'left-list': { subject: 'You left the waiting list – {{venue}}', intro: 'you are no longer on the waiting list: we will not offer you a place for this request.' },
      'fee-authentication': {
        subject: 'Confirm the payment – {{venue}}',
        intro: 'your bank asks you to confirm the charge of {{amount}} set out in your reservation’s terms. Open the link and confirm the payment.',
      },
      'payment-refunded': {
        subject: 'Payment refunded – {{venue}}',
        intro: 'your payment arrived after the seats were no longer held and the time had filled up: no reservation was made, and we have refunded {{amount}} in full.',
      },
      reminder: {
        subject: 'Reminder: we look forward to seeing you – {{venue}}',
        intro: 'a reminder of your booking at {{venue}}. Are you coming? Answer with one tap: it helps us get your table ready, or give it to someone waiting.',
      },
      released: {
        subject: 'Booking released – {{venue}}',
        intro:
          'we did not hear back from you in time, so {{venue}} has released your booking for guests on the waiting list. Nothing is charged. If you would still like to come, please book again on our site.',
      },
      offer: {
        subject: 'A place is free for you – {{venue}}',
        intro:
          'good news: a place has freed up for your waiting-list request. We are holding it for you until {{deadline}}: confirm it with one tap, or let it go to the next guest.',
      },
      'offer-expired': {
        subject: 'The place went to the next guest – {{venue}}',
        intro:
          'the place we held for you was not confirmed in time and has gone to the next guest on the waiting list. You are no longer on the list: you are welcome to book another time on our site.',
      },
    },
    greeting: 'Hello {{name}},',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    zone: 'Area',
    experience: 'Experience',
    notes: 'Notes',
    guaranteeTitle: 'Card guarantee',
    guaranteePerReservation: '{{amount}} per reservation',
    guaranteePerGuest: '{{unit}} per guest ({{amount}} in total)',
    freeCancellation: 'Free cancellation until {{deadline}} ({{venue}} time).',
    feeHow: 'After that, or if you do not show up, {{venue}} charges {{amount}} to the saved card, without you being present.',
    conditions: 'Conditions',
    editButton: 'Change or cancel',
    authenticateButton: 'Confirm the payment',
    comingButton: 'Yes, I’m coming',
    cancelButton: 'Cancel the booking',
    reconfirmBy: '{{venue}} asks you to confirm by {{deadline}}: a booking not confirmed by then is released.',
    offerPayment: 'To confirm it, you pay {{amount}} online.',
    offerGuarantee: 'To confirm it, you save a card as a guarantee (see below).',
    acceptOfferButton: 'Confirm the place',
    declineOfferButton: 'I no longer need it',
    paymentPrepaid: 'Paid online: {{amount}}',
    paymentDeposit: 'Deposit paid online: {{amount}} (the rest is paid at the venue)',
    refundRule: 'Cancel before {{deadline}} ({{venue}} time) and {{amount}} is refunded in full; after that nothing is refunded.',
    refundDone: '{{amount}} is refunded in full to your card (it may take a few days to show).',
    refundNone: 'Cancelled after the free-cancellation deadline: the {{amount}} paid is not refunded.',
    giftcardPart: 'Of which {{giftcard}} with gift card {{code}} and {{card}} by card.',
    giftcardAll: 'Paid in full with gift card {{code}}.',
    giftcardReturned: '{{giftcard}} goes back to your gift card {{code}}: its balance is restored.',
    voucherPart: 'Of which {{giftcard}} with voucher {{code}} and {{card}} by card.',
    voucherAll: 'Paid in full with voucher {{code}}.',
    voucherReturned: 'Your voucher {{code}} is valid again: you can book the experience again.',
    yes: 'Yes',
    no: 'No',
    waitingExperienceIntro: 'the experience is full at the time you chose: you are on the waiting list. We will write to you if a place frees up.',
    placeFreedSubject: 'A place has freed up – {{venue}}',
    placeFreedIntro: 'good news: a place has freed up and your reservation from the waiting list is now {{state}}.',
    linkHint: 'Or open this address:',
    calendarHint: 'The file for your calendar is attached.',
    waitingSummary: 'Waiting list',
    pendingSummary: 'Booking request',
    waitingNote: 'On the waiting list: this is not a confirmed booking. We will write to you if a place frees up.',
    footer: 'You receive this e-mail for a reservation made at {{venue}}.',
  },
  fr: {
    kinds: {
      confirmed: { subject: 'Réservation confirmée – {{venue}}', intro: 'votre réservation chez {{venue}} est confirmée. Au plaisir de vous accueillir !' },
      pending: {
        subject: 'Demande de réservation reçue – {{venue}}',
        intro: 'nous avons reçu votre demande. {{venue}} la confirmera sous peu : vous recevrez un autre e-mail.',
      },
      accepted: { subject: 'Réservation acceptée – {{venue}}', intro: '{{venue}} a accepté votre demande : votre réservation est confirmée.' },
      rejected: {
        subject: 'Réservation non confirmée – {{venue}}',
        intro: 'malheureusement {{venue}} ne peut pas confirmer votre demande pour cette date. Essayez un autre jour ou un autre horaire.',
      },
      waiting: {
        subject: 'Vous êtes sur la liste d’attente – {{venue}}',
        intro: 'l’horaire choisi est complet : vous êtes sur la liste d’attente. Nous vous écrirons si une table se libère.',
      },
      'table-freed': {
        subject: 'Une table s’est libérée – {{venue}}',
        intro: 'bonne nouvelle : une table s’est libérée et votre réservation de la liste d’attente est maintenant {{state}}.',
      },
      edited: { subject: 'Réservation modifiée – {{venue}}', intro: 'votre réservation a été modifiée. Voici les nouveaux détails.' },
      cancelled: { subject: 'Réservation annulée – {{venue}}', intro: 'votre réservation a été annulée.' },
      'left-list': {
        subject: 'Vous avez quitté la liste d’attente – {{venue}}',
        intro: 'vous n’êtes plus sur la liste d’attente : aucune place ne vous sera proposée pour cette demande.',
      },
      'fee-authentication': {
        subject: 'Confirmez le paiement – {{venue}}',
        intro: 'votre banque demande de confirmer le débit de {{amount}} prévu par les conditions de votre réservation. Ouvrez le lien et confirmez le paiement.',
      },
      'payment-refunded': {
        subject: 'Paiement remboursé – {{venue}}',
        intro:
          'votre paiement est arrivé alors que les places n’étaient plus réservées et que l’horaire était complet : aucune réservation n’a été enregistrée et nous vous avons remboursé {{amount}} en totalité.',
      },
      reminder: {
        subject: 'Rappel : nous vous attendons – {{venue}}',
        intro:
          'nous vous rappelons votre réservation chez {{venue}}. Vous venez ? Répondez d’un geste : cela nous aide à préparer votre table, ou à la donner à quelqu’un qui attend.',
      },
      released: {
        subject: 'Réservation libérée – {{venue}}',
        intro:
          'nous n’avons pas reçu votre confirmation à temps : {{venue}} a donc libéré votre réservation pour les personnes en liste d’attente. Rien n’est facturé. Si vous souhaitez venir quand même, réservez à nouveau sur notre site.',
      },
      offer: {
        subject: 'Une place s’est libérée pour vous – {{venue}}',
        intro:
          'bonne nouvelle : une place s’est libérée pour votre demande en liste d’attente. Nous vous la gardons jusqu’au {{deadline}} : confirmez-la d’un geste, ou laissez-la à la personne suivante.',
      },
      'offer-expired': {
        subject: 'La place est passée à la personne suivante – {{venue}}',
        intro:
          'la place que nous vous gardions n’a pas été confirmée à temps et est passée à la personne suivante de la liste d’attente. Vous n’êtes plus sur la liste : vous pouvez réserver un autre horaire sur notre site.',
      },
    },
    greeting: 'Bonjour {{name}},',
    date: 'Date',
    time: 'Heure',
    guests: 'Personnes',
    zone: 'Salle',
    experience: 'Expérience',
    notes: 'Remarques',
    guaranteeTitle: 'Garantie par carte',
    guaranteePerReservation: '{{amount}} par réservation',
    guaranteePerGuest: '{{unit}} par personne ({{amount}} au total)',
    freeCancellation: 'Annulation gratuite jusqu’au {{deadline}} (heure de {{venue}}).',
    feeHow: 'Passé ce délai, ou en cas de non-présentation, {{venue}} débite {{amount}} sur la carte enregistrée, sans votre présence.',
    conditions: 'Conditions',
    editButton: 'Modifier ou annuler',
    authenticateButton: 'Confirmer le paiement',
    comingButton: 'Oui, je viens',
    cancelButton: 'Annuler la réservation',
    reconfirmBy: '{{venue}} vous demande de confirmer avant le {{deadline}} : une réservation non confirmée à cette heure est libérée.',
    offerPayment: 'Pour la confirmer, vous payez {{amount}} en ligne.',
    offerGuarantee: 'Pour la confirmer, vous enregistrez une carte en garantie (voir ci-dessous).',
    acceptOfferButton: 'Confirmer la place',
    declineOfferButton: 'Je n’en ai plus besoin',
    paymentPrepaid: 'Payé en ligne : {{amount}}',
    paymentDeposit: 'Acompte payé en ligne : {{amount}} (le reste se règle sur place)',
    refundRule: 'Annulez avant le {{deadline}} (heure de {{venue}}) et {{amount}} vous est remboursé en totalité ; ensuite, aucun remboursement.',
    refundDone: '{{amount}} vous est remboursé en totalité sur votre carte (cela peut prendre quelques jours).',
    refundNone: 'Annulation après le délai d’annulation gratuite : les {{amount}} payés ne sont pas remboursés.',
    giftcardPart: 'Dont {{giftcard}} avec la carte cadeau {{code}} et {{card}} par carte.',
    giftcardAll: 'Payé en totalité avec la carte cadeau {{code}}.',
    giftcardReturned: '{{giftcard}} reviennent sur votre carte cadeau {{code}} : son solde est rétabli.',
    voucherPart: 'Dont {{giftcard}} avec le bon {{code}} et {{card}} par carte.',
    voucherAll: 'Payé en totalité avec le bon {{code}}.',
    voucherReturned: 'Votre bon {{code}} est de nouveau valable : vous pouvez réserver l’expérience à nouveau.',
    yes: 'Oui',
    no: 'Non',
    waitingExperienceIntro: 'l’expérience est complète à l’horaire choisi : vous êtes sur la liste d’attente. Nous vous écrirons si une place se libère.',
    placeFreedSubject: 'Une place s’est libérée – {{venue}}',
    placeFreedIntro: 'bonne nouvelle : une place s’est libérée et votre réservation de la liste d’attente est maintenant {{state}}.',
    linkHint: 'Ou ouvrez cette adresse :',
    calendarHint: 'Le fichier pour votre agenda est joint.',
    waitingSummary: 'Liste d’attente',
    pendingSummary: 'Demande de réservation',
    waitingNote: 'Sur liste d’attente : ce n’est pas une réservation confirmée. Nous vous écrirons si une place se libère.',
    footer: 'Vous recevez cet e-mail pour une réservation faite chez {{venue}}.',
  },
  es: {
    kinds: {
      confirmed: { subject: 'Reserva confirmada – {{venue}}', intro: 'tu reserva en {{venue}} está confirmada. ¡Te esperamos!' },
      pending: { subject: 'Solicitud de reserva recibida – {{venue}}', intro: 'hemos recibido tu solicitud. {{venue}} la confirmará en breve: recibirás otro correo.' },
      accepted: { subject: 'Reserva aceptada – {{venue}}', intro: '{{venue}} ha aceptado tu solicitud: tu reserva está confirmada.' },
      rejected: {
        subject: 'Reserva no confirmada – {{venue}}',
        intro: 'lamentablemente {{venue}} no puede confirmar tu solicitud para esta fecha. Puedes probar otro día u otra hora.',
      },
      waiting: {
        subject: 'Estás en la lista de espera – {{venue}}',
        intro: 'la hora elegida está completa: estás en la lista de espera. Te escribiremos si se libera una mesa.',
      },
      'table-freed': {
        subject: 'Se ha liberado una mesa – {{venue}}',
        intro: 'buenas noticias: se ha liberado una mesa y tu reserva de la lista de espera ahora está {{state}}.',
      },
      edited: { subject: 'Reserva modificada – {{venue}}', intro: 'tu reserva ha sido modificada. Estos son los nuevos detalles.' },
      cancelled: { subject: 'Reserva cancelada – {{venue}}', intro: 'tu reserva ha sido cancelada.' },
      'left-list': {
        subject: 'Has salido de la lista de espera – {{venue}}',
        intro: 'ya no estás en la lista de espera: no te ofreceremos ninguna plaza para esta solicitud.',
      },
      'fee-authentication': {
        subject: 'Confirma el pago – {{venue}}',
        intro: 'tu banco pide confirmar el cargo de {{amount}} previsto en las condiciones de tu reserva. Abre el enlace y confirma el pago.',
      },
      'payment-refunded': {
        subject: 'Pago reembolsado – {{venue}}',
        intro:
          'tu pago llegó cuando las plazas ya no estaban reservadas y la hora se había completado: no se ha hecho ninguna reserva y te hemos reembolsado {{amount}} íntegramente.',
      },
      reminder: {
        subject: 'Recordatorio: te esperamos – {{venue}}',
        intro: 'te recordamos tu reserva en {{venue}}. ¿Vienes? Responde con un toque: nos ayuda a preparar tu mesa, o a dársela a quien espera.',
      },
      released: {
        subject: 'Reserva liberada – {{venue}}',
        intro:
          'no recibimos tu confirmación a tiempo, así que {{venue}} ha liberado tu reserva para quien estaba en lista de espera. No se cobra nada. Si aun así quieres venir, reserva de nuevo en nuestra web.',
      },
      offer: {
        subject: 'Hay una plaza libre para ti – {{venue}}',
        intro:
          'buenas noticias: se ha liberado una plaza para tu solicitud en lista de espera. Te la guardamos hasta el {{deadline}}: confírmala con un toque, o déjala para la siguiente persona.',
      },
      'offer-expired': {
        subject: 'La plaza ha pasado a la siguiente persona – {{venue}}',
        intro:
          'la plaza que te guardábamos no se confirmó a tiempo y ha pasado a la siguiente persona de la lista de espera. Ya no estás en la lista: puedes reservar otro horario en nuestra web.',
      },
    },
    greeting: 'Hola {{name}}:',
    date: 'Fecha',
    time: 'Hora',
    guests: 'Personas',
    zone: 'Sala',
    experience: 'Experiencia',
    notes: 'Notas',
    guaranteeTitle: 'Garantía con tarjeta',
    guaranteePerReservation: '{{amount}} por reserva',
    guaranteePerGuest: '{{unit}} por persona ({{amount}} en total)',
    freeCancellation: 'Cancelación gratuita hasta el {{deadline}} (hora de {{venue}}).',
    feeHow: 'Después, o si no te presentas, {{venue}} cobra {{amount}} en la tarjeta guardada, sin necesidad de tu presencia.',
    conditions: 'Condiciones',
    editButton: 'Modificar o cancelar',
    authenticateButton: 'Confirmar el pago',
    comingButton: 'Sí, voy',
    cancelButton: 'Cancelar la reserva',
    reconfirmBy: '{{venue}} te pide que confirmes antes del {{deadline}}: una reserva no confirmada a esa hora se libera.',
    offerPayment: 'Para confirmarlo, pagas {{amount}} en línea.',
    offerGuarantee: 'Para confirmarlo, registras una tarjeta como garantía (ver abajo).',
    acceptOfferButton: 'Confirmar la plaza',
    declineOfferButton: 'Ya no la necesito',
    paymentPrepaid: 'Pagado en línea: {{amount}}',
    paymentDeposit: 'Depósito pagado en línea: {{amount}} (el resto se paga en el local)',
    refundRule: 'Si cancelas antes del {{deadline}} (hora de {{venue}}) te reembolsamos {{amount}} íntegramente; después no hay reembolso.',
    refundDone: 'Te reembolsamos {{amount}} íntegramente en tu tarjeta (puede tardar unos días).',
    refundNone: 'Cancelación después del plazo de cancelación gratuita: los {{amount}} pagados no se reembolsan.',
    giftcardPart: 'De los cuales {{giftcard}} con la tarjeta regalo {{code}} y {{card}} con tarjeta.',
    giftcardAll: 'Pagado por completo con la tarjeta regalo {{code}}.',
    giftcardReturned: '{{giftcard}} vuelven a tu tarjeta regalo {{code}}: su saldo queda restablecido.',
    voucherPart: 'De los cuales {{giftcard}} con el vale {{code}} y {{card}} con tarjeta.',
    voucherAll: 'Pagado por completo con el vale {{code}}.',
    voucherReturned: 'Tu vale {{code}} vuelve a ser válido: puedes reservar la experiencia de nuevo.',
    yes: 'Sí',
    no: 'No',
    waitingExperienceIntro: 'la experiencia está completa a la hora elegida: estás en la lista de espera. Te escribiremos si se libera una plaza.',
    placeFreedSubject: 'Se ha liberado una plaza – {{venue}}',
    placeFreedIntro: 'buenas noticias: se ha liberado una plaza y tu reserva de la lista de espera ahora está {{state}}.',
    linkHint: 'O abre esta dirección:',
    calendarHint: 'Adjuntamos el archivo para tu calendario.',
    waitingSummary: 'Lista de espera',
    pendingSummary: 'Solicitud de reserva',
    waitingNote: 'En lista de espera: no es una reserva confirmada. Te escribiremos si se libera un sitio.',
    footer: 'Recibes este correo por una reserva hecha en {{venue}}.',
  },
  de: {
    kinds: {
      confirmed: { subject: 'Reservierung bestätigt – {{venue}}', intro: 'Ihre Reservierung bei {{venue}} ist bestätigt. Wir freuen uns auf Sie!' },
      pending: {
        subject: 'Reservierungsanfrage erhalten – {{venue}}',
        intro: 'wir haben Ihre Anfrage erhalten. {{venue}} bestätigt sie in Kürze: Sie erhalten eine weitere E-Mail.',
      },
      accepted: { subject: 'Reservierung angenommen – {{venue}}', intro: '{{venue}} hat Ihre Anfrage angenommen: Ihre Reservierung ist bestätigt.' },
      rejected: {
        subject: 'Reservierung nicht bestätigt – {{venue}}',
        intro: 'leider kann {{venue}} Ihre Anfrage für dieses Datum nicht bestätigen. Versuchen Sie einen anderen Tag oder eine andere Uhrzeit.',
      },
      waiting: {
        subject: 'Sie stehen auf der Warteliste – {{venue}}',
        intro: 'die gewählte Uhrzeit ist ausgebucht: Sie stehen auf der Warteliste. Wir schreiben Ihnen, wenn ein Tisch frei wird.',
      },
      'table-freed': {
        subject: 'Ein Tisch ist frei geworden – {{venue}}',
        intro: 'gute Nachricht: Ein Tisch ist frei geworden und Ihre Reservierung von der Warteliste ist jetzt {{state}}.',
      },
      edited: { subject: 'Reservierung geändert – {{venue}}', intro: 'Ihre Reservierung wurde geändert. Hier sind die neuen Angaben.' },
      cancelled: { subject: 'Reservierung storniert – {{venue}}', intro: 'Ihre Reservierung wurde storniert.' },
      'left-list': {
        subject: 'Sie haben die Warteliste verlassen – {{venue}}',
        intro: 'Sie stehen nicht mehr auf der Warteliste: Für diese Anfrage bieten wir Ihnen keinen Platz mehr an.',
      },
      'fee-authentication': {
        subject: 'Zahlung bestätigen – {{venue}}',
        intro:
          'Ihre Bank bittet Sie, die in den Reservierungsbedingungen vorgesehene Belastung von {{amount}} zu bestätigen. Öffnen Sie den Link und bestätigen Sie die Zahlung.',
      },
      'payment-refunded': {
        subject: 'Zahlung erstattet – {{venue}}',
        intro:
          'Ihre Zahlung ist eingegangen, als die Plätze nicht mehr reserviert und die Uhrzeit ausgebucht war: Es wurde keine Reservierung angelegt, und wir haben Ihnen {{amount}} vollständig erstattet.',
      },
      reminder: {
        subject: 'Erinnerung: Wir freuen uns auf Sie – {{venue}}',
        intro:
          'wir erinnern Sie an Ihre Reservierung bei {{venue}}. Kommen Sie? Antworten Sie mit einem Tipp: So können wir Ihren Tisch vorbereiten oder ihn jemandem auf der Warteliste geben.',
      },
      released: {
        subject: 'Reservierung freigegeben – {{venue}}',
        intro:
          'wir haben Ihre Bestätigung nicht rechtzeitig erhalten, daher hat {{venue}} Ihre Reservierung für Gäste auf der Warteliste freigegeben. Es wird nichts berechnet. Wenn Sie trotzdem kommen möchten, reservieren Sie bitte erneut auf unserer Website.',
      },
      offer: {
        subject: 'Ein Platz ist für Sie frei – {{venue}}',
        intro:
          'gute Nachricht: Für Ihre Anfrage auf der Warteliste ist ein Platz frei geworden. Wir halten ihn für Sie bis {{deadline}}: Bestätigen Sie ihn mit einem Tipp oder überlassen Sie ihn dem nächsten Gast.',
      },
      'offer-expired': {
        subject: 'Der Platz ging an den nächsten Gast – {{venue}}',
        intro:
          'der Platz, den wir für Sie gehalten haben, wurde nicht rechtzeitig bestätigt und ging an den nächsten Gast auf der Warteliste. Sie stehen nicht mehr auf der Liste: Gern können Sie eine andere Zeit auf unserer Website reservieren.',
      },
    },
    greeting: 'Hallo {{name}},',
    date: 'Datum',
    time: 'Uhrzeit',
    guests: 'Personen',
    zone: 'Bereich',
    experience: 'Erlebnis',
    notes: 'Anmerkungen',
    guaranteeTitle: 'Kartengarantie',
    guaranteePerReservation: '{{amount}} pro Reservierung',
    guaranteePerGuest: '{{unit}} pro Person ({{amount}} insgesamt)',
    freeCancellation: 'Kostenlose Stornierung bis {{deadline}} (Ortszeit {{venue}}).',
    feeHow: 'Danach oder bei Nichterscheinen belastet {{venue}} die gespeicherte Karte mit {{amount}}, ohne dass Sie anwesend sein müssen.',
    conditions: 'Bedingungen',
    editButton: 'Ändern oder stornieren',
    authenticateButton: 'Zahlung bestätigen',
    comingButton: 'Ja, ich komme',
    cancelButton: 'Reservierung stornieren',
    reconfirmBy: '{{venue}} bittet um Bestätigung bis {{deadline}}: Eine bis dahin nicht bestätigte Reservierung wird freigegeben.',
    offerPayment: 'Zur Bestätigung zahlen Sie {{amount}} online.',
    offerGuarantee: 'Zur Bestätigung hinterlegen Sie eine Karte als Garantie (siehe unten).',
    acceptOfferButton: 'Platz bestätigen',
    declineOfferButton: 'Ich brauche ihn nicht mehr',
    paymentPrepaid: 'Online bezahlt: {{amount}}',
    paymentDeposit: 'Anzahlung online bezahlt: {{amount}} (der Rest wird vor Ort bezahlt)',
    refundRule: 'Bei Stornierung bis {{deadline}} (Ortszeit {{venue}}) erstatten wir {{amount}} vollständig; danach gibt es keine Erstattung.',
    refundDone: '{{amount}} wird vollständig auf Ihre Karte erstattet (das kann einige Tage dauern).',
    refundNone: 'Stornierung nach Ablauf der kostenlosen Frist: Die bezahlten {{amount}} werden nicht erstattet.',
    giftcardPart: 'Davon {{giftcard}} mit dem Gutschein {{code}} und {{card}} per Karte.',
    giftcardAll: 'Vollständig mit dem Gutschein {{code}} bezahlt.',
    giftcardReturned: '{{giftcard}} gehen zurück auf Ihren Gutschein {{code}}: sein Guthaben ist wiederhergestellt.',
    voucherPart: 'Davon {{giftcard}} mit dem Erlebnisgutschein {{code}} und {{card}} per Karte.',
    voucherAll: 'Vollständig mit dem Erlebnisgutschein {{code}} bezahlt.',
    voucherReturned: 'Ihr Erlebnisgutschein {{code}} gilt wieder: Sie können das Erlebnis erneut buchen.',
    yes: 'Ja',
    no: 'Nein',
    waitingExperienceIntro: 'das Erlebnis ist zur gewählten Uhrzeit ausgebucht: Sie stehen auf der Warteliste. Wir schreiben Ihnen, wenn ein Platz frei wird.',
    placeFreedSubject: 'Ein Platz ist frei geworden – {{venue}}',
    placeFreedIntro: 'gute Nachricht: Ein Platz ist frei geworden und Ihre Reservierung von der Warteliste ist jetzt {{state}}.',
    linkHint: 'Oder öffnen Sie diese Adresse:',
    calendarHint: 'Die Datei für Ihren Kalender ist angehängt.',
    waitingSummary: 'Warteliste',
    pendingSummary: 'Reservierungsanfrage',
    waitingNote: 'Auf der Warteliste: Dies ist keine bestätigte Reservierung. Wir schreiben Ihnen, wenn ein Platz frei wird.',
    footer: 'Sie erhalten diese E-Mail wegen einer Reservierung bei {{venue}}.',
  },
};

/** "confirmed" / "pending" in the guest's words, for the table-freed message. */
export const STATE_WORDS: Record<Language, { confirmed: string; pending: string }> = {
  it: { confirmed: 'confermata', pending: 'in attesa di conferma della struttura' },
  en: { confirmed: 'confirmed', pending: 'waiting for the venue’s confirmation' },
  fr: { confirmed: 'confirmée', pending: 'en attente de la confirmation de l’établissement' },
  es: { confirmed: 'confirmada', pending: 'pendiente de confirmación del local' },
  de: { confirmed: 'bestätigt', pending: 'wartet auf die Bestätigung des Hauses' },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
