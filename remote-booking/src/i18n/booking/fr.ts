import type { BookingTexts } from './it';

const fr: BookingTexts = {
  pages: {
    Reserve: 'Réserver une table', ReserveModule: 'Réserver', ReserveMessage: 'Votre réservation',
    ReserveEdit: 'Modifier la réservation', ReserveEditConfirm: 'Réservation modifiée', ReserveEditError: 'Modification impossible', ReserveAuthenticate: 'Confirmer le paiement',
  },
  breadcrumb: 'Étapes de la réservation',
  stepOf: 'Étape {{n}} sur {{total}} : {{name}}',
  steps: { people: 'Personnes', date: 'Date', time: 'Heure', experience: 'Expérience', zone: 'Salle', details: 'Coordonnées', guarantee: 'Carte', summary: 'Récapitulatif', payment: 'Paiement' },
  actions: { next: 'Continuer', back: 'Retour' },
  people: { title: 'Combien de personnes ?', count_one: '{{count}} personne', count_other: '{{count}} personnes', range: 'En ligne de {{min}} à {{max}} personnes. Pour les groupes plus nombreux, contactez l’établissement.' },
  date: {
    title: 'Choisissez le jour', prev: 'Mois précédent', next: 'Mois suivant', legend: 'Légende', loading: 'Chargement des disponibilités…', whatMeans: 'ce que cela signifie', keyboardHelp: 'Flèches pour passer d’un jour à l’autre, Page précédente et Page suivante pour changer de mois, Entrée pour choisir.',
    status: { past: 'passé', closed: 'fermé', experience: 'expérience', available: 'disponible', completed: 'complet' },
    statusHelp: {
      past: 'Ce jour est passé.', closed: 'L’établissement est fermé.', experience: 'Seule une expérience peut être réservée.',
      available: 'Des tables sont disponibles.', completed: 'Complet pour votre nombre de personnes.',
    },
  },
  time: {
    title: 'Choisissez l’heure', loading: 'Chargement des horaires…', none: 'Aucun horaire libre pour {{count}} personnes ce jour-là.', full: 'complet', waitingList: 'liste d’attente',
    waitingListTitle: 'Cet horaire est complet.', waitingListText: 'Vous pouvez vous inscrire sur la liste d’attente : nous vous écrirons si une place se libère.',
    reasons: {
      DAY_SOLD_OUT: 'Ce jour est complet.', ZONE_SOLD_OUT: 'Aucune salle n’a de place pour votre groupe.', SHIFT_FULL: 'Le service est complet.',
      EXPERIENCE_REQUIRED: 'Ce jour-là, seule une expérience peut être réservée.', CLOSED: 'L’établissement est fermé.', PAST: 'Il est trop tard pour réserver ce jour-là.',
    },
  },
  experience: {
    waitingList: 'Cet horaire est complet : choisissez pour quoi vous inscrire sur la liste d’attente. Nous vous écrirons si une place se libère.',
    title: 'Choisissez l’expérience', required: 'À cette heure, seule une expérience peut être réservée.', tableOnly: 'Juste une table', tableOnlyHint: 'Sans expérience : une table au restaurant.',
    perGuest: '{{price}} par personne', duration: '{{minutes}} min', card: 'garantie par carte', conditions: 'Conditions',
  },
  zone: { title: 'Choisissez la salle', any: 'Pas de préférence', full: 'complète' },
  details: {
    title: 'Vos coordonnées', firstName: 'Prénom', lastName: 'Nom', phone: 'Mobile', email: 'E-mail', reason: 'Motif de la visite', reasonNone: 'Choisir (facultatif)',
    reasonOther: 'Dites-nous en plus', notes: 'Remarques (allergies, chaise haute…)',
    extraTitle: 'Quelques questions de plus', extraChoose: 'Choisissez',
    reasons: { birthday: 'Anniversaire', anniversary: 'Anniversaire de mariage', business: 'Affaires', romantic: 'Dîner romantique', family: 'Famille', friends: 'Amis', other: 'Autre' },
  },
  guarantee: {
    title: 'Garantie par carte et annulation', intro: 'Cette réservation est garantie par une carte. Rien n’est débité maintenant.', termsTitle: 'Conditions d’annulation',
    perReservation: '{{amount}} par réservation', perGuest: '{{unit}} par personne ({{amount}} au total)',
    freeUntil: 'Annulation gratuite jusqu’au {{deadline}} (heure de {{venue}}).',
    how: 'Passé ce délai, ou en cas de non-présentation, {{venue}} débite {{amount}} sur la carte que vous enregistrez maintenant, sans votre présence.',
    accept: 'J’accepte les conditions d’annulation et la garantie par carte.', toCard: 'Continuer vers la carte', heldUntil: 'Vos places sont retenues jusqu’à {{time}}.', card: 'Enregistrez votre carte',
  },
  summary: {
    title: 'Récapitulatif', date: 'Date', time: 'Heure', people: 'Personnes', experience: 'Expérience', zone: 'Salle', name: 'Nom', phone: 'Mobile', email: 'E-mail', reason: 'Motif', notes: 'Remarques',
    price: 'Prix', total: '{{total}} au total ({{price}} par personne)', payAtVenue: 'à régler sur place', payOnline: 'payé en ligne',
    confirm: 'Confirmer la réservation', confirmRequest: 'Envoyer la demande', confirmWaiting: 'S’inscrire sur la liste d’attente',
    yes: 'Oui', no: 'Non',
    waitingNotice: 'Vous serez sur la liste d’attente : nous vous écrirons si une place se libère.', requestNotice: 'L’établissement confirme les demandes à la main : vous recevrez un e-mail.',
  },
  payment: {
    title: 'Paiement en ligne', termsTitle: 'Paiement et annulation',
    prepaidToPay: 'À payer maintenant en ligne : {{amount}}', depositToPay: 'Acompte à payer maintenant en ligne : {{amount}} ({{unit}} par personne) ; le reste se règle sur place.',
    prepaidPaid: 'Payé en ligne : {{amount}}', depositPaid: 'Acompte payé en ligne : {{amount}} ; le reste se règle sur place.',
    refundRule: 'Annulez avant le {{deadline}} (heure de {{venue}}) et {{amount}} vous est remboursé en totalité ; ensuite, aucun remboursement.',
    refunded: '{{amount}} remboursé sur votre carte (cela peut prendre quelques jours).',
    accept: 'J’accepte le paiement en ligne et les conditions d’annulation et de remboursement.', toPayment: 'Continuer vers le paiement',
    confirming: 'Paiement reçu : nous enregistrons votre réservation…', retry: 'Réessayer',
  },
  errors: {
    PAYMENT_REQUIRED: 'Cette expérience se paie en ligne à la réservation.', PAYMENT_NOT_DONE: 'Le paiement n’est pas encore passé. Réessayez dans quelques secondes.',
    HOLD_EXPIRED_REFUNDED: 'Le délai pour terminer la réservation était écoulé et les places n’étaient plus disponibles : votre paiement a été remboursé en totalité.',
    INVALID_EXTRA_ANSWERS: 'Vérifiez vos réponses aux questions de l’expérience.',
    loadTitle: 'La page n’a pas pu être chargée', loadAvailability: 'Impossible de charger les disponibilités. Réessayez.',
    SOLD_OUT: 'L’horaire choisi n’est plus disponible.', ZONE_UNAVAILABLE: 'La salle choisie n’a plus de place.', SLOT_UNAVAILABLE: 'Cet horaire ne peut plus être réservé.',
    HOLD_EXPIRED: 'Le délai pour terminer la réservation est écoulé et les places ne sont plus disponibles.', CARD_NOT_SAVED: 'La carte n’est pas encore enregistrée.',
    BOT_CHECK_FAILED: 'La vérification anti-robot a échoué. Recommencez.', GUARANTEE_REQUIRED: 'Cette réservation demande une garantie par carte.',
    INVALID_PAYLOAD: 'Veuillez remplir tous les champs obligatoires.', RESERVATION_CLOSED: 'Cette réservation ne peut plus être modifiée.',
    BOOKING_LIMIT_EMAIL: 'Cette adresse e-mail a déjà le nombre maximal de réservations pour ce jour. Pour d’autres tables, contactez l’établissement.',
    BOOKING_LIMIT_CLIENT: 'Trop de réservations pour ce jour ont déjà été faites depuis cette connexion. Pour d’autres tables, contactez l’établissement.',
    ZONE_NOT_FOUND: 'La salle choisie n’existe plus : choisissez-en une autre.',
  },
  module: { notFoundTitle: 'Page de réservation introuvable', notFoundText: 'Cette page de réservation n’existe pas ou n’est plus active.', toReserve: 'Réserver une table' },
  message: {
    confirmed: { title: 'Votre réservation est confirmée', text: 'Au plaisir de vous accueillir !' },
    pending: { title: 'Demande reçue', text: 'L’établissement confirmera votre réservation : vous recevrez un e-mail.' },
    rejected: { title: 'Réservation non confirmée', text: 'La réservation n’a pas pu être confirmée. Essayez un autre jour ou un autre horaire.' },
    waiting: { title: 'Vous êtes sur la liste d’attente', text: 'Nous vous préviendrons si une place se libère.' },
    unknown: { title: 'Message indisponible', text: 'Cette page n’a rien à afficher.' },
    emailSent: 'Nous avons envoyé les détails à {{email}}.', calendar: 'Ajouter au calendrier', edit: 'Modifier ou annuler', again: 'Faire une autre réservation',
  },
  edit: {
    notFoundTitle: 'Réservation introuvable', notFoundText: 'Le lien n’est pas valide. Vérifiez l’adresse reçue par e-mail.',
    current: 'Votre réservation', closed: 'Cette réservation ne peut plus être modifiée en ligne.', waiting: 'Vous êtes sur la liste d’attente : vous pouvez seulement annuler la demande.',
    change: 'Changer personnes, jour, heure ou salle', save: 'Enregistrer', cancelTitle: 'Vous ne pouvez pas venir ?', cancel: 'Annuler la réservation',
    lateWarning: 'La période d’annulation gratuite est terminée : l’établissement peut débiter {{amount}}.',
    cancelConfirmTitle: 'Annuler la réservation ?', cancelConfirmText: 'La table sera proposée à d’autres clients.', keep: 'La garder', cancelYes: 'Oui, annuler',
    refundOnCancel: 'Si vous annulez maintenant, {{amount}} vous est remboursé en totalité.', noRefund: 'Le délai d’annulation gratuite est passé : si vous annulez maintenant, les {{amount}} payés ne sont pas remboursés.',
    blocked: {
      EDIT_PAID_PAX: 'Le nombre de personnes d’une réservation payée en ligne ne peut pas être modifié : annulez-la et réservez à nouveau, ou contactez l’établissement.',
      EDIT_NEEDS_CARD: 'Ce choix demande une garantie par carte de crédit : il ne peut pas être modifié en ligne. Choisissez autre chose ou contactez l’établissement.',
      EDIT_WAITING_LIST: 'L’horaire choisi est complet et seulement en liste d’attente : choisissez un autre horaire.',
      EDIT_SOLD_OUT: 'Votre choix est complet : choisissez un autre jour ou horaire.',
      BOOKING_LIMIT_EMAIL: 'Cette adresse e-mail a déjà le nombre maximal de réservations pour ce jour-là : choisissez un autre jour ou contactez l’établissement.',
      BOOKING_LIMIT_CLIENT: 'Trop de réservations pour ce jour-là ont déjà été faites depuis cette connexion : choisissez un autre jour ou contactez l’établissement.',
    },
  },
  editConfirm: {
    refunded: '{{amount}} vous est remboursé en totalité sur votre carte (cela peut prendre quelques jours).', notRefunded: 'L’annulation est intervenue après le délai gratuit : les {{amount}} payés ne sont pas remboursés.',
    title: 'Réservation modifiée', text: 'Nous vous avons envoyé les nouveaux détails par e-mail.', unchanged: 'Rien n’a changé.',
    cancelledTitle: 'Réservation annulée', cancelledText: 'Votre réservation a été annulée. Nous vous avons envoyé une confirmation par e-mail.', back: 'Retour à la réservation',
  },
  editError: { title: 'Modification impossible', text: 'Une erreur est survenue lors de la modification de la réservation. Veuillez réessayer plus tard.', retry: 'Réessayer' },
  authenticate: {
    title: 'Confirmer le paiement', text: 'Votre banque demande de confirmer le débit de {{amount}} prévu par les conditions de votre réservation.',
    paid: 'Paiement de {{amount}} confirmé. Merci.', none: 'Aucun paiement à confirmer.',
  },
};

export default fr;
