import type { StaffTexts } from './it';

const fr: StaffTexts = {
  apiErrors: {
    AUTH_INVALID: 'Jeton du personnel inconnu ou révoqué.',
    AUTH_MISSING: 'Connectez-vous avec le jeton du personnel.',
    STAFF_SESSION_REQUIRED: 'Connectez-vous avec le jeton du personnel.',
    STAFF_SESSION_EXPIRED: 'Votre session est terminée : reconnectez-vous.',
    WRONG_VENUE: 'Cette session appartient à un autre établissement : connectez-vous avec un jeton de celui-ci.',
    CSRF_REFUSED: 'Requête refusée : rechargez la page et réessayez.',
    INVALID_PAYLOAD: 'Ce n’est ni un code ni le lien d’un code.',
    CODE_NOT_FOUND: 'Aucun code promo ni carte cadeau n’a ce code.',
    CODE_OF_ANOTHER_VENUE: 'Ce code appartient à un autre établissement.',
    PROMO_CODE_NOT_FOUND: 'Aucun code promo n’a ce code.',
    PROMO_CODE_USED: 'Ce code a déjà été utilisé.',
    PROMO_CODE_EXPIRED: 'Ce code a expiré.',
    GIFTCARD_NOT_FOUND: 'Aucune carte cadeau n’a ce code.',
    GIFTCARD_VOID: 'Cette carte cadeau a été annulée.',
    GIFTCARD_EXPIRED: 'Cette carte cadeau a expiré.',
    GIFTCARD_REDEEMED: 'Cette carte cadeau a été entièrement utilisée.',
    GIFTCARD_INSUFFICIENT_BALANCE: 'Le solde de la carte est inférieur à ce montant.',
    RESERVATION_NOT_FOUND: 'Réservation introuvable.',
    INVALID_TRANSITION: 'La réservation n’est plus dans cet état : actualisez la liste.',
    NOT_STARTED: 'L’heure de la réservation n’est pas encore passée.',
    GUEST_ARRIVED: 'Les convives sont déjà marqués comme arrivés.',
  },
  state: {
    valid: 'Valide',
    used: 'Déjà utilisé',
    expired: 'Expiré',
    void: 'Annulé',
  },
  usedOnBy: 'Déjà utilisé le {{date}} par {{label}}',
  usedOn: 'Déjà utilisé le {{date}}',
  scanNext: 'Scanner le suivant',
  backToScan: 'Retour au scan',
};

export default fr;
