import { create } from 'superstruct';
import { ExperienceSchema } from '../src';
import { experienceTimes, extraQuestions, selectableZoneIds } from '../src/schemas/experience-fields';

describe('orari: a list or a map', () => {
  test.each([
    ['a list of times', ['19:30', '12:30', '12:30'], ['12:30', '19:30']],
    ['a list of objects', [{ time: '10:00' }, { ora: '9.30' }], ['09:30', '10:00']],
    ['a map of shifts to lists', { pranzo: ['12:30', '13:00'], cena: ['19:30'] }, ['12:30', '13:00', '19:30']],
    ['a map of times to flags', { '18:00': true, '20:00': false, '19:00': 1 }, ['18:00', '19:00']],
    ['a map of ids to times', { 1: '11:00', 2: { start: '15:00:00' } }, ['11:00', '15:00']],
    ['nothing', null, []],
    ['empty list', [], []],
    ['something else', 'sempre', []],
  ])('%s', (_, raw, expected) => {
    expect(experienceTimes(raw)).toEqual(expected);
  });
});

describe('zoneSelezionabili: a list or a map', () => {
  test.each([
    ['a list of zones', [{ id: 1, nome: { it: 'Sala' } }, { id: 2 }], [1, 2]],
    ['a list of ids', [3, '4', 3], [3, 4]],
    ['a map of ids to zones', { 5: { nome: { it: 'Terrazza' } }, 6: { nome: 'Cantina' } }, [5, 6]],
    ['a map of ids to flags', { 7: true, 8: false, 9: 1 }, [7, 9]],
    ['a map of names to zones', { sala: { id: 10 }, terrazza: 11 }, [10, 11]],
    ['nothing', undefined, []],
    ['junk', [{ nome: 'no id' }, -1, 'x'], []],
  ])('%s', (_, raw, expected) => {
    expect(selectableZoneIds(raw)).toEqual(expected);
  });
});

describe('campiAggiuntivi: a list or a string', () => {
  const allergy = { key: 'allergie', type: 'text', label: { it: 'Allergie', en: 'Allergies' }, required: true };
  const menu = { key: 'menu', type: 'select', label: 'Menu', options: ['carne', { value: 'veg', label: { it: 'Vegetariano' } }] };

  test('a list of questions', () => {
    expect(extraQuestions([allergy, menu])).toEqual([
      { key: 'allergie', type: 'text', label: { it: 'Allergie', en: 'Allergies' }, required: true, options: [] },
      {
        key: 'menu',
        type: 'select',
        label: 'Menu',
        required: false,
        options: [
          { value: 'carne', label: 'carne' },
          { value: 'veg', label: { it: 'Vegetariano' } },
        ],
      },
    ]);
  });

  test('a string holding the same list, or a map of them, gives the same questions', () => {
    const expected = extraQuestions([allergy, menu]);
    expect(extraQuestions(JSON.stringify([allergy, menu]))).toEqual(expected);
    expect(extraQuestions({ a: allergy, b: menu })).toEqual(expected);
  });

  test('a plain string, an empty string, junk and repeats ask nothing more', () => {
    expect(extraQuestions('allergie')).toEqual([]);
    expect(extraQuestions('')).toEqual([]);
    expect(extraQuestions(null)).toEqual([]);
    expect(
      extraQuestions([{ type: 'text', label: 'no key' }, { key: 'x', type: 'colour', label: 'X' }, { key: 's', type: 'select', label: 'S' }, allergy, allergy]),
    ).toHaveLength(1);
  });

  test('an alternative spelling: id/titolo/obbligatorio', () => {
    expect(extraQuestions([{ id: 7, titolo: 'Nota', obbligatorio: 1 }])).toEqual([{ key: '7', type: 'text', label: 'Nota', required: true, options: [] }]);
  });
});

test('an Experience in either shape reads the same through the normalisers', () => {
  const asLists = create({ orari: ['12:30'], zoneSelezionabili: [{ id: 1 }], campiAggiuntivi: [{ key: 'k', label: 'K' }] }, ExperienceSchema);
  const asMaps = create(
    { orari: { pranzo: ['12:30'] }, zoneSelezionabili: { 1: { nome: 'Sala' } }, campiAggiuntivi: JSON.stringify([{ key: 'k', label: 'K' }]) },
    ExperienceSchema,
  );
  for (const read of [experienceTimes, selectableZoneIds, extraQuestions] as Array<(v: unknown) => unknown>) {
    expect(read(asMaps.orari)).toEqual(read(asLists.orari));
    expect(read(asMaps.zoneSelezionabili)).toEqual(read(asLists.zoneSelezionabili));
    expect(read(asMaps.campiAggiuntivi)).toEqual(read(asLists.campiAggiuntivi));
  }
});
