/**
 * Wire form of an Experience (docs/product.md#entities): Italian legacy names, flags as 0/1, money in
 * minor units, every field present.
 */
import { i18n } from '../../lib/i18n-text';
import type { ExperienceRow, ZoneRow } from './experience-repository';
import { parseExtraFields } from './extra-fields';

const flag = (b: boolean) => (b ? 1 : 0);

export interface ExperienceExtras {
  bookedGuests: number;
  /** Zones the guest may choose from (empty unless zoneChoice). */
  zones: ZoneRow[];
  /** Today at the venue, to tell past experiences. */
  today: string;
}

export function toWireExperience(e: ExperienceRow, extras: ExperienceExtras) {
  return {
    id: e.id,
    idTabellaStrutture: e.venueId,
    hash: e.hash,
    tipoEsperienza: e.kind,
    titolo: i18n(e.title),
    descrizione: i18n(e.description),
    condizioniPrenotazione: i18n(e.bookingConditions),
    foto: e.photoUrl,
    file: e.fileUrl,
    titoloFile: i18n(e.fileTitle),
    prezzo: e.price,
    tipoAcquisto: e.purchaseType,
    importoDepositoAcconto: e.depositAmount,
    tipoCCGaranzia: e.guaranteeType,
    importoCCGaranzia: e.guaranteeAmount,
    cancellazione: e.cancellationHours,
    durata: e.durationMinutes,
    numOspitiMin: e.minGuests,
    numOspitiMax: e.maxGuests,
    maxPrenotazioni: e.maxReservationsPerSlot,
    esperienzeDisponibili: e.stock,
    esperienzePrenotate: extras.bookedGuests,
    flagSoldoutAttivo: flag(e.soldoutEnabled),
    flagAttiva: flag(e.active),
    flagVisibile: flag(e.visible),
    flagCalendario: flag(e.showInCalendar),
    flagMotivoVisita: flag(e.askVisitReason),
    flagData: flag(e.hasDates),
    data: e.hasDates ? (e.startsOn ?? '') : '',
    scadenza: e.hasDates ? (e.endsOn ?? '') : '',
    flagEsperienzaPassata: flag(e.hasDates && !!e.endsOn && e.endsOn < extras.today),
    flagOrari: flag(e.hasOwnTimes),
    orari: e.hasOwnTimes ? [...e.times].sort() : [],
    flagSceltaZona: flag(e.zoneChoice),
    zoneSelezionabili: extras.zones.map((z) => ({ id: z.id, nome: i18n(z.name) })),
    /** The questions the booking form can ask (extra-fields.ts); what cannot be asked is left out. */
    campiAggiuntivi: parseExtraFields(e.extraFields),
    sort: e.sort,
  };
}

export type WireExperience = ReturnType<typeof toWireExperience>;
