import { documentTitle } from '../src/layout/use-document-title';

test('the title is the location name, a dash and the platform name', () => {
  expect(documentTitle('Cantina Aurora', 'Convivio')).toBe('Cantina Aurora - Convivio');
});

test('without a location name the platform name stands in', () => {
  expect(documentTitle(undefined, 'Convivio')).toBe('Convivio - Convivio');
  expect(documentTitle('   ', 'Convivio')).toBe('Convivio - Convivio');
});
