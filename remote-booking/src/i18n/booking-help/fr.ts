import type { BookingHelpTexts } from './it';

const fr: BookingHelpTexts = {
  suggest: {
    title: 'Horaires libres pour {{count}} personnes',
    sameDay: 'Le même jour',
    nextDays: 'Les jours suivants',
    loading: 'Recherche d’horaires libres…',
    none: 'Aucun horaire libre ces prochains jours pour {{count}} personnes.',
    take: '{{date}} à {{time}}',
  },
  large: {
    link: 'Plus de {{max}} personnes ? Envoyez une demande',
    title: 'Demande pour un groupe',
    intro: 'Pour les groupes de plus de {{max}} personnes, l’établissement confirme à la main : envoyez votre demande, nous répondrons par e-mail.',
    pax: 'Nombre de personnes',
    date: 'Jour',
    time: 'Heure',
    notes: 'Notes (menu, occasion, allergies…)',
    send: 'Envoyer la demande',
    paxRange: 'Indiquez un nombre entre {{min}} et 99.',
    dateRequired: 'Choisissez le jour.',
    timeRequired: 'Indiquez l’heure (HH:MM).',
    SLOT_UNAVAILABLE: 'L’établissement n’est pas ouvert ce jour-là à cette heure : choisissez un autre moment.',
    PARTY_BOOKABLE_ONLINE: 'Jusqu’à {{max}} personnes, vous pouvez réserver directement en ligne.',
    back: 'Retour à la réservation',
  },
  find: {
    link: 'Déjà réservé ? Retrouvez votre réservation',
    title: 'Retrouver votre réservation',
    intro: 'Saisissez l’e-mail utilisé pour réserver : nous vous envoyons les liens de vos prochaines réservations.',
    email: 'E-mail',
    send: 'M’envoyer les liens',
    sent: 'S’il existe des réservations à venir pour {{email}}, vous recevrez bientôt un e-mail avec les liens pour les voir et les modifier.',
    tryIn_one: 'Trop de demandes : réessayez dans {{count}} seconde.',
    tryIn_other: 'Trop de demandes : réessayez dans {{count}} secondes.',
    book: 'Réserver une table',
  },
  cancelled: {
    title: 'Réservation annulée',
    text: 'Cette réservation a été annulée et ne peut plus être modifiée.',
    again: 'Réserver à nouveau',
    unconfirmed: 'Nous n’avons pas reçu votre confirmation à temps : la réservation a été libérée pour la liste d’attente. Rien n’a été facturé.',
    offer_expired: 'La place que nous vous avions proposée n’a pas été confirmée à temps et est passée à la personne suivante.',
    offer_declined: 'Vous avez laissé la place proposée : vous n’êtes plus sur la liste d’attente.',
    left_list: 'Aucune place ne vous sera proposée pour cette demande.',
    leftTitle: 'Vous avez quitté la liste d’attente',
  },
};

export default fr;
