// A large venue file for the benches: 50 experiences, 20 gift card products, 10 promotions, in
// the five languages (JSON, which is YAML too). The first experience costs 30.
// Not a bench itself: bench/venue-apply.mjs applies it. Run alone it prints the file, to try the
// venue tool on a large venue: node bench/venue-file-large.mjs > /tmp/big.yaml &&
// npm run venue -- validate /tmp/big.yaml
import { fileURLToPath } from 'node:url';

const LANGS = ['it', 'en', 'fr', 'es', 'de'];
const text = (words) => Object.fromEntries(LANGS.map((l) => [l, `${words} (${l})`]));

export function largeVenueFile(slug) {
  const zones = ['sala', 'terrazza', 'cantina'].map((id) => ({ id, name: text(`Zone ${id}`), seats: 40 }));
  const experiences = Array.from({ length: 50 }, (_, i) => ({
    id: `experience-${i + 1}`,
    kind: ['dining', 'tasting', 'event'][i % 3],
    title: text(`Experience ${i + 1}`),
    description: text(`A description of experience ${i + 1}, a few sentences long, as venues write them.`),
    conditions: text('Free cancellation up to 24 hours before.'),
    price: 30 + i,
    ...(i % 5 === 1 ? { payment: 'prepaid' } : {}),
    ...(i % 5 === 2 ? { guarantee: { per: 'guest', amount: 15 } } : {}),
    cancellationHours: 24,
    durationMinutes: 120,
    guests: { min: 1, max: 8 },
    ...(i % 4 === 0 ? { times: ['10:30', '15:00'], weekdays: ['sat', 'sun'] } : {}),
    ...(i % 3 === 0 ? { zones: ['sala', 'terrazza'] } : {}),
    ...(i % 6 === 0 ? { questions: [{ id: 'allergies', type: 'text', label: text('Allergies') }] } : {}),
  }));
  const products = Array.from({ length: 20 }, (_, i) => ({
    id: `card-${i + 1}`,
    title: text(`Gift card ${i + 1}`),
    description: text('To spend at the venue.'),
    values: [50, 100],
    customAmount: i % 2 === 0,
  }));
  const promotions = Array.from({ length: 10 }, (_, i) => ({
    id: `promotion-${i + 1}`,
    title: text(`Promotion ${i + 1}`),
    description: text('A glass on the house.'),
    quantity: 100,
    starts: '2026-01-01T00:00:00+01:00',
    ends: '2030-12-31T23:59:00+01:00',
    useByDays: 30,
  }));
  const file = {
    venue: slug,
    name: `Bench venue ${slug}`,
    currency: 'EUR',
    timezone: 'Europe/Rome',
    contact: { country: 'IT', address: 'Via Roma 1', city: 'Torino' },
    privacyPolicy: text('We use your data for bookings only.'),
    zones,
    shifts: [
      { name: 'Pranzo', weekdays: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start: '12:00', end: '14:30', capacity: 80 },
      { name: 'Cena', weekdays: ['tue', 'wed', 'thu', 'fri', 'sat'], start: '19:00', end: '22:30', capacity: 100 },
    ],
    experiences,
    giftCards: { products },
    promotions,
  };
  // One field per line, so a bench changes a value with a plain replace ("price": 30,).
  return JSON.stringify(file, null, 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(largeVenueFile(process.argv[2] ?? 'bench-venue'));
