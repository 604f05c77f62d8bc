import type { CommonShape } from './it';

export const fr: CommonShape = {
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    giftcards: 'Cartes cadeaux',
    booking: 'Réserver',
    promotions: 'Promotions',
  },
  language: {
    label: 'Langue',
    choose: 'Choisissez votre langue',
    names: { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' },
  },
  loading: 'Chargement…',
  actions: {
    retry: 'Réessayer',
    close: 'Fermer',
    back: 'Retour',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  error: {
    title: 'Une erreur est survenue',
    message: 'Un problème est survenu. Veuillez réessayer dans quelques instants.',
    retry: 'Réessayer',
  },
  remoteFailed: {
    title: 'Section indisponible',
    message: 'Impossible de charger cette section. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  apiUnreachable: {
    title: 'Service momentanément indisponible',
    message: 'Nous ne parvenons pas à joindre le serveur. Vérifiez votre connexion et réessayez dans un instant.',
    retry: 'Réessayer',
  },
  notFound: {
    title: 'Page introuvable',
    message: "L'URL saisie n'est pas valide. Revenez à l'accueil.",
    button: "Retour à l'accueil",
  },
  notFoundError: {
    title: 'Un problème est survenu',
    message: "Une erreur inattendue s'est produite. Revenez à l'accueil et réessayez.",
    button: "Retour à l'accueil",
  },
  confirmLeave: {
    title: 'Quitter cette page ?',
    message: 'Les données saisies seront perdues.',
    stay: 'Rester sur la page',
    leave: 'Quitter',
  },
  modal: {
    close: 'Fermer',
  },
  policy: {
    privacyTitle: 'Politique de confidentialité',
    marketingTitle: 'Politique marketing',
    empty: "Ce texte n'est pas disponible pour le moment.",
  },
  tooltip: {
    label: "Plus d'informations",
    close: "Fermer l'info-bulle",
  },
  footer: {
    poweredBy: 'Propulsé par {{platform}}',
    privacy: 'Confidentialité',
    contacts: 'Contact',
  },
  validation: {
    required: 'Veuillez remplir tous les champs obligatoires.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    recipientEmail: 'Veuillez saisir une adresse e-mail valide pour le destinataire.',
    phone: 'Veuillez saisir un numéro de téléphone valide.',
    recipientPhone: 'Veuillez saisir un numéro de téléphone valide pour le destinataire.',
    amountRange: 'Veuillez saisir un montant compris entre {{min}} et {{max}}.',
    privacyRequired: "Acceptez la politique de confidentialité pour poursuivre l'achat",
    cancellationPolicyRequired: "Acceptez les conditions d'annulation pour poursuivre la réservation.",
    dateOfBirth: 'Veuillez saisir une date valide au format jj/mm/aaaa.',
  },
  apiErrors: {
    TIMEOUT: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
    NETWORK: 'Connexion absente ou instable. Vérifiez votre réseau et réessayez.',
    INTERNAL: 'Une erreur est survenue sur le serveur. Veuillez réessayer plus tard.',
    RATE_LIMITED: 'Trop de demandes en peu de temps. Patientez quelques instants et réessayez.',
    AUTH_MISSING: "Cette page n'est pas correctement configurée. Veuillez contacter l'établissement.",
    AUTH_INVALID: "Cette page n'est pas correctement configurée. Veuillez contacter l'établissement.",
    INVALID_RESPONSE: 'Le serveur a envoyé une réponse non valide. Veuillez réessayer plus tard.',
    generic: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  },
};
