/** One money format: the server's (e-mails, calendar file, printable page) is the pages' own. */
import { formatMoney } from '../../shared/src/format/format-money';
import { formatAmount } from '../src/lib/money';
import { LANGUAGES } from '../src/lib/i18n-text';

const AMOUNTS = [0, 4200, 5000, 123456, 99];

test.each(['EUR', 'CHF', 'MUR'])('%s: the server writes every amount as the pages do, in every language', (currency) => {
  for (const language of LANGUAGES) {
    for (const minor of AMOUNTS) expect(formatAmount(minor, currency, language)).toBe(formatMoney(minor, currency, language));
  }
});

test('CHF follows Swiss conventions in it, fr and de (the e-mails used de-DE: "50,00 CHF")', () => {
  expect(formatAmount(5000, 'CHF', 'de')).toMatch(/^CHF\s50\.00$/);
  expect(formatAmount(5000, 'CHF', 'it')).toMatch(/^CHF\s50\.00$/);
  expect(formatAmount(4200, 'CHF', 'fr')).toMatch(/^42\.00\sCHF$/);
});
