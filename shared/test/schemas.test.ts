import { create } from 'superstruct';
import { ExperienceSchema, LocationSchema, PrefixEntrySchema, ServicesSchema, normaliseExperienceList, parseWith } from '../src';

const NUMBER_FIELDS = [
  'cancellazione',
  'durata',
  'esperienzeDisponibili',
  'esperienzePrenotate',
  'flagAttiva',
  'flagCalendario',
  'flagData',
  'flagEsperienzaPassata',
  'flagMotivoVisita',
  'flagOrari',
  'flagSceltaZona',
  'flagSoldoutAttivo',
  'flagVisibile',
  'id',
  'idTabellaStrutture',
  'importoCCGaranzia',
  'importoDepositoAcconto',
  'maxPrenotazioni',
  'numOspitiMax',
  'numOspitiMin',
  'prezzo',
  'sort',
  'tipoAcquisto',
  'tipoCCGaranzia',
  'tipoEsperienza',
] as const;
const STRING_FIELDS = ['data', 'file', 'foto', 'hash', 'scadenza'] as const;
const MULTILINGUAL_FIELDS = ['condizioniPrenotazione', 'descrizione', 'titolo', 'titoloFile'] as const;
const EMPTY_ML = { de: '', en: '', es: '', fr: '', it: '' };

describe('Location', () => {
  it('fills every default on an empty object', () => {
    const loc = create({}, LocationSchema);
    expect(loc).toMatchObject({
      valuta: 'EUR',
      locationname: '',
      customHeader: '',
      customFooter: '',
      id: 0,
      timezone: 'Europe/Rome',
      defaultLanguage: 'it',
      privacyPolicy: EMPTY_ML,
      marketingPolicy: EMPTY_ML,
      description: EMPTY_ML,
      giftcardMin: 0,
      giftcardMax: 0,
      bookingEnabled: true,
      giftcardsEnabled: true,
    });
  });

  it('keeps given values, normalises the currency and 0/1 flags, and keeps unknown extra fields', () => {
    const loc = create(
      { valuta: 'chf', locationname: 'Chalet du Lac', customHeader: null, bookingEnabled: 0, privacyPolicy: { fr: 'Texte' }, extra: 'x' },
      LocationSchema,
    );
    expect(loc.valuta).toBe('CHF');
    expect(loc.locationname).toBe('Chalet du Lac');
    expect(loc.customHeader).toBe('');
    expect(loc.bookingEnabled).toBe(false);
    expect(loc.privacyPolicy).toEqual({ ...EMPTY_ML, fr: 'Texte' });
    expect((loc as Record<string, unknown>).extra).toBe('x');
  });

  it('rejects a wrong type', () => {
    const result = parseWith(LocationSchema, { locationname: { a: 1 } });
    expect(result.ok).toBe(false);
    expect(parseWith(LocationSchema, 'nope').ok).toBe(false);
  });
});

describe('PrefixEntry', () => {
  it('accepts null and missing values as empty strings', () => {
    expect(create({ paese: null }, PrefixEntrySchema)).toEqual({ paese: '', prefisso: '', codice: '' });
    expect(create({ paese: 'Italia', prefisso: '+39', codice: 'IT' }, PrefixEntrySchema)).toEqual({ paese: 'Italia', prefisso: '+39', codice: 'IT' });
    expect(create({ paese: 'Italia', prefisso: '+39' }, PrefixEntrySchema)).toEqual({ paese: 'Italia', prefisso: '+39', codice: '' });
  });

  it('validates the services answer', () => {
    expect(parseWith(ServicesSchema, { prefixList: [{ paese: 'Svizzera', prefisso: '+41' }, {}] })).toEqual({
      ok: true,
      value: {
        prefixList: [
          { paese: 'Svizzera', prefisso: '+41', codice: '' },
          { paese: '', prefisso: '', codice: '' },
        ],
      },
    });
    expect(parseWith(ServicesSchema, { prefixList: 'x' }).ok).toBe(false);
    expect(parseWith(ServicesSchema, {}).ok).toBe(false);
  });
});

describe('Experience', () => {
  it('fills every field of docs/product.md#entities with its default', () => {
    const exp = create({}, ExperienceSchema);
    for (const key of NUMBER_FIELDS) expect(exp[key]).toBe(0);
    for (const key of STRING_FIELDS) expect(exp[key]).toBe('');
    for (const key of MULTILINGUAL_FIELDS) expect(exp[key]).toEqual(EMPTY_ML);
    expect(exp.campiAggiuntivi).toEqual([]);
    expect(exp.orari).toEqual([]);
    expect(exp.zoneSelezionabili).toEqual([]);
  });

  it('accepts the alternative shapes and legacy values', () => {
    const exp = create(
      {
        id: '12',
        prezzo: 4500,
        flagVisibile: null,
        titolo: 'Degustazione',
        descrizione: { it: 'Sei vini', en: 'Six wines' },
        campiAggiuntivi: 'allergie',
        orari: { pranzo: ['12:30'] },
        zoneSelezionabili: [{ id: 1, nome: { it: 'Sala' } }],
      },
      ExperienceSchema,
    );
    expect(exp.id).toBe(12);
    expect(exp.flagVisibile).toBe(0);
    expect(exp.titolo).toEqual({ ...EMPTY_ML, it: 'Degustazione' });
    expect(exp.descrizione).toEqual({ ...EMPTY_ML, it: 'Sei vini', en: 'Six wines' });
    expect(exp.campiAggiuntivi).toBe('allergie');
    expect(exp.orari).toEqual({ pranzo: ['12:30'] });
    expect(exp.zoneSelezionabili).toEqual([{ id: 1, nome: { it: 'Sala' } }]);
  });

  it('rejects a non-numeric number field', () => {
    expect(parseWith(ExperienceSchema, { prezzo: 'abc' }).ok).toBe(false);
    expect(parseWith(ExperienceSchema, { orari: 5 }).ok).toBe(false);
  });
});

describe('normaliseExperienceList', () => {
  const a = { id: 2, sort: 1, titolo: { it: 'B' } };
  const b = { id: 1, sort: 1, titolo: { it: 'A' } };
  const c = { id: 3, sort: 0, titolo: { it: 'C' } };

  it('accepts an array, sorted by sort then id', () => {
    const list = normaliseExperienceList([a, b, c]);
    expect(list.items.map((e) => e.id)).toEqual([3, 1, 2]);
    expect(list.total).toBe(3);
    expect(list.pages).toBe(1);
    expect(list.items[0]?.durata).toBe(0);
  });

  it('accepts a map keyed by id (an item without id takes its key)', () => {
    const list = normaliseExperienceList({ 2: a, 1: b, 7: { sort: -1 } });
    expect(list.items.map((e) => e.id)).toEqual([7, 1, 2]);
    expect(list.total).toBe(3);
  });

  it('accepts {elenco, pagine, totale} with elenco an array or a map', () => {
    expect(normaliseExperienceList({ elenco: [a, b], pagine: 3, totale: 25 })).toMatchObject({ pages: 3, total: 25 });
    const fromMap = normaliseExperienceList({ elenco: { 1: b, 2: a }, pagine: '1', totale: '2' });
    expect(fromMap.items.map((e) => e.id)).toEqual([1, 2]);
    expect(fromMap).toMatchObject({ pages: 1, total: 2 });
    expect(normaliseExperienceList({ elenco: [a] })).toMatchObject({ pages: 1, total: 1 });
  });

  it('gives an empty list for an empty answer', () => {
    expect(normaliseExperienceList([])).toEqual({ items: [], pages: 0, total: 0 });
    expect(normaliseExperienceList({ elenco: null, pagine: 0, totale: 0 })).toEqual({ items: [], pages: 0, total: 0 });
  });

  it('throws on data that does not match', () => {
    expect(() => normaliseExperienceList(null)).toThrow();
    expect(() => normaliseExperienceList('x')).toThrow();
    expect(() => normaliseExperienceList([{ prezzo: 'abc' }])).toThrow();
    expect(() => normaliseExperienceList([1, 2])).toThrow();
  });
});
