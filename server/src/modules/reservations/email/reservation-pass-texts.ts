/** Texts of a booking's wallet pass (modules/wallet), in the five languages ({{x}} are filled). */
import type { Language } from '../../../lib/i18n-text';

export interface ReservationPassTexts {
  /** What the pass is, for VoiceOver and the lock screen. */
  description: string;
  title: string;
  date: string;
  time: string;
  guests: string;
  zone: string;
  experience: string;
  name: string;
  address: string;
  manage: string;
  cancelled: string;
}

export const RESERVATION_PASS_TEXTS: Record<Language, ReservationPassTexts> = {
  it: {
    description: 'Prenotazione da {{venue}}',
    title: 'Prenotazione',
    date: 'Data',
    time: 'Ora',
    guests: 'Persone',
    zone: 'Sala',
    experience: 'Esperienza',
    name: 'Nome',
    address: 'Indirizzo',
    manage: 'Modifica o cancella',
    cancelled: 'Cancellata',
  },
  en: {
    description: 'Booking at {{venue}}',
    title: 'Booking',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    zone: 'Room',
    experience: 'Experience',
    name: 'Name',
    address: 'Address',
    manage: 'Change or cancel',
    cancelled: 'Cancelled',
  },
  fr: {
    description: 'Réservation chez {{venue}}',
    title: 'Réservation',
    date: 'Date',
    time: 'Heure',
    guests: 'Personnes',
    zone: 'Salle',
    experience: 'Expérience',
    name: 'Nom',
    address: 'Adresse',
    manage: 'Modifier ou annuler',
    cancelled: 'Annulée',
  },
  es: {
    description: 'Reserva en {{venue}}',
    title: 'Reserva',
    date: 'Fecha',
    time: 'Hora',
    guests: 'Personas',
    zone: 'Sala',
    experience: 'Experiencia',
    name: 'Nombre',
    address: 'Dirección',
    manage: 'Modificar o cancelar',
    cancelled: 'Cancelada',
  },
  de: {
    description: 'Reservierung bei {{venue}}',
    title: 'Reservierung',
    date: 'Datum',
    time: 'Uhrzeit',
    guests: 'Personen',
    zone: 'Raum',
    experience: 'Erlebnis',
    name: 'Name',
    address: 'Adresse',
    manage: 'Ändern oder stornieren',
    cancelled: 'Storniert',
  },
};
