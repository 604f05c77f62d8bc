import { type } from 'superstruct';
import type { Infer } from 'superstruct';
import { listOrMap, listOrString, multilingual, num, text } from './fields';

/** An experience (docs/product.md#entities): every field present, numbers default 0, strings ''. */
export const ExperienceSchema = type({
  cancellazione: num(),
  durata: num(),
  esperienzeDisponibili: num(),
  esperienzePrenotate: num(),
  flagAttiva: num(),
  flagCalendario: num(),
  flagData: num(),
  flagEsperienzaPassata: num(),
  flagMotivoVisita: num(),
  flagOrari: num(),
  flagSceltaZona: num(),
  flagSoldoutAttivo: num(),
  flagVisibile: num(),
  id: num(),
  idTabellaStrutture: num(),
  importoCCGaranzia: num(),
  importoDepositoAcconto: num(),
  maxPrenotazioni: num(),
  numOspitiMax: num(),
  numOspitiMin: num(),
  prezzo: num(),
  sort: num(),
  tipoAcquisto: num(),
  tipoCCGaranzia: num(),
  tipoEsperienza: num(),
  data: text(),
  file: text(),
  foto: text(),
  hash: text(),
  scadenza: text(),
  condizioniPrenotazione: multilingual(),
  descrizione: multilingual(),
  titolo: multilingual(),
  titoloFile: multilingual(),
  campiAggiuntivi: listOrString(),
  orari: listOrMap(),
  zoneSelezionabili: listOrMap(),
});

export type Experience = Infer<typeof ExperienceSchema>;
