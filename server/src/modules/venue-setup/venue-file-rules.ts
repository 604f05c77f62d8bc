/**
 * The rules of a venue file that no schema can say, because they tie fields together: texts in
 * every offered language, ids and links unique and referred to, whole cents, real days and end
 * after start (relative dates resolved as of `now`), a real time zone, and the demo-only forms
 * (relative dates, demoData) kept to demo venues.
 */
import { normaliseEmail } from '../../lib/email-address';
import { venueToday } from '../../lib/wall-clock';
import { DEFAULT_REMINDER_HOURS } from '../reservations/reminders/reminder-plan';
import { isRelativeDate, resolveDate, resolveInstant } from './relative-dates';
import { DAY_RANGE, isRealDay, isRealInstant } from './venue-file-dates';
import type { VenueFile, VenueFileGiftCard } from './venue-file-schema';
import { isValidSecret } from '../webhooks/webhook-secret';

export interface RuleProblem {
  path: Array<string | number>;
  message: string;
}

type Path = Array<string | number>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wholeCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/** The most an experience voucher is worth (price × guests), as the largest amount of the file. */
const MAX_VOUCHER_VALUE = 1_000_000;

/** `now`: the moment relative dates are resolved at (the apply's). */
export function checkVenueRules(v: VenueFile, now: Date = new Date()): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (path: Path, message: string) => problems.push({ path, message });
  const languages = v.languages ?? ['it', 'en', 'fr', 'es', 'de'];
  const today = isTimeZone(v.timezone) ? venueToday(now, v.timezone) : undefined;
  /** The day a date of the file names (undefined: not a real one, said already). */
  const dayOf = (value: string) => {
    const day = today ? resolveDate(value, today) : value;
    return isRealDay(day) ? day : undefined;
  };

  const text = (value: Record<string, string> | undefined, path: Path) => {
    if (!value) return;
    const missing = languages.filter((l) => !value[l]?.trim());
    if (missing.length) add(path, `missing the text in ${missing.join(', ')} (the venue offers ${languages.join(', ')})`);
  };
  const money = (amount: number | undefined, path: Path) => {
    if (amount !== undefined && !wholeCents(amount)) add(path, `expected an amount in whole cents, e.g. 35.5 or 35.50, not ${amount}`);
  };
  const date = (value: string | undefined, path: Path) => {
    if (!value) return;
    if (isRelativeDate(value) && !v.demo) add(path, 'expected YYYY-MM-DD (relative dates are for demo venues only)');
    else if (today && !dayOf(value)) {
      const day = resolveDate(value, today);
      add(path, `expected a real day ${DAY_RANGE}${day === value ? '' : ` (it falls on ${day})`}`);
    }
  };
  const unique = (ids: string[], path: Path, what: string) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) add([...path, i, 'id'], `${what} id "${id}" is used twice`);
      seen.add(id);
    });
  };

  if (!isTimeZone(v.timezone)) add(['timezone'], `expected an IANA time zone such as Europe/Rome, not "${v.timezone}"`);
  const webhookUrls = new Set<string>();
  (v.webhooks ?? []).forEach((w, i) => {
    if (webhookUrls.has(w.url)) add(['webhooks', i, 'url'], `the webhook address ${w.url} is listed twice`);
    webhookUrls.add(w.url);
    if (typeof w.secret === 'string' && !isValidSecret(w.secret)) add(['webhooks', i, 'secret'], 'expected whsec_ then 24 to 64 bytes in base64');
  });
  text(v.description, ['description']);
  text(v.privacyPolicy, ['privacyPolicy']);
  text(v.marketingPolicy, ['marketingPolicy']);

  const booking = v.booking ?? {};
  if (booking.minGuests !== undefined && booking.maxGuests !== undefined && booking.minGuests > booking.maxGuests) {
    add(['booking', 'maxGuests'], `expected at least minGuests (${booking.minGuests})`);
  }
  money(booking.cardGuarantee?.amount, ['booking', 'cardGuarantee', 'amount']);
  if (booking.cardGuarantee && booking.cardGuarantee.fromGuests === undefined && booking.cardGuarantee.afterNoShows === undefined) {
    add(['booking', 'cardGuarantee'], 'expected fromGuests, afterNoShows or both: who gives a card');
  }
  // The guest is asked in the reminder: it must go before the release, with time to answer.
  if (booking.releaseUnconfirmedHours !== undefined) {
    const reminderHours = booking.reminderHours ?? DEFAULT_REMINDER_HOURS;
    if (booking.releaseUnconfirmedHours >= reminderHours) {
      add(['booking', 'releaseUnconfirmedHours'], `expected fewer hours than reminderHours (${reminderHours}): the reminder asks the guest to confirm`);
    }
  }

  const zoneIds = new Set(v.zones.map((z) => z.id));
  unique(
    v.zones.map((z) => z.id),
    ['zones'],
    'Zone',
  );
  v.zones.forEach((z, i) => text(z.name, ['zones', i, 'name']));

  v.shifts.forEach((s, i) => {
    if (minutes(s.end) <= minutes(s.start)) add(['shifts', i, 'end'], `expected a time after start (${s.start})`);
  });
  (v.closures ?? []).forEach((d, i) => date(d, ['closures', i]));

  const experiences = v.experiences ?? [];
  const experienceIds = new Set(experiences.map((e) => e.id));
  unique(
    experiences.map((e) => e.id),
    ['experiences'],
    'Experience',
  );
  const links = new Map<string, number>();
  experiences.forEach((e, i) => {
    if (e.link === undefined) return;
    const first = links.get(e.link);
    if (first !== undefined) add(['experiences', i, 'link'], `link "${e.link}" is also the link of experiences[${first}] (${experiences[first]!.id})`);
    else links.set(e.link, i);
  });
  experiences.forEach((e, i) => {
    const at = (...rest: Path): Path => ['experiences', i, ...rest];
    text(e.title, at('title'));
    text(e.description, at('description'));
    text(e.conditions, at('conditions'));
    money(e.price, at('price'));
    money(e.deposit, at('deposit'));
    money(e.guarantee?.amount, at('guarantee', 'amount'));
    if (e.payment === 'deposit' && !e.deposit) add(at('deposit'), 'expected the deposit per guest (payment: deposit)');
    if (e.payment === 'prepaid' && !e.price) add(at('price'), 'expected a price above 0 (payment: prepaid)');
    if (e.guests?.max && e.guests.min && e.guests.max < e.guests.min) add(at('guests', 'max'), `expected at least guests.min (${e.guests.min}), or 0`);
    if (e.dates) {
      date(e.dates.from, at('dates', 'from'));
      date(e.dates.to, at('dates', 'to'));
      const [from, to] = [dayOf(e.dates.from), dayOf(e.dates.to)];
      if (from && to && to < from) add(at('dates', 'to'), `expected a day on or after dates.from (${e.dates.from}${from === e.dates.from ? '' : `, ${from}`})`);
    }
    (e.zones ?? []).forEach((z, j) => {
      if (!zoneIds.has(z)) add(at('zones', j), `expected the id of a zone of this file (${[...zoneIds].join(', ') || 'none'})`);
    });
    unique(
      (e.questions ?? []).map((q) => q.id),
      at('questions'),
      'Question',
    );
    (e.questions ?? []).forEach((q, j) => {
      text(q.label, at('questions', j, 'label'));
      if (q.type === 'select' && !q.options?.length) add(at('questions', j, 'options'), 'expected the choices of a select question');
      (q.options ?? []).forEach((o, k) => text(o.label, at('questions', j, 'options', k, 'label')));
    });
  });

  const modules = v.bookingModules ?? [];
  unique(
    modules.map((m) => m.id),
    ['bookingModules'],
    'Booking module',
  );
  modules.forEach((m, i) => {
    text(m.title, ['bookingModules', i, 'title']);
    text(m.description, ['bookingModules', i, 'description']);
    (m.experiences ?? []).forEach((id, j) => {
      if (!experienceIds.has(id)) add(['bookingModules', i, 'experiences', j], `expected the id of an experience of this file, not "${id}"`);
    });
  });

  /** An experience voucher books a prepaid experience of this file, for a party it takes. */
  const voucherRules = (p: VenueFileGiftCard, at: (...rest: Path) => Path) => {
    const experience = experiences.find((e) => e.id === p.experience);
    if (p.experience === undefined) return add(at('experience'), 'expected the id of the experience the voucher books (guests and covers are for vouchers)');
    if (!experience) return add(at('experience'), `expected the id of an experience of this file, not "${p.experience}"`);
    if (experience.payment !== 'prepaid')
      add(at('experience'), `expected an experience paid online (payment: prepaid): a voucher prepays it; sell a gift card of an amount for "${p.experience}"`);
    if (p.guests === undefined) add(at('guests'), 'expected the party the voucher is for');
    else if (p.guests < (experience.guests?.min ?? 1) || (experience.guests?.max && p.guests > experience.guests.max))
      add(at('guests'), `expected a party the experience takes (${experience.guests?.min ?? 1} to ${experience.guests?.max || 'any'})`);
    if (p.values?.length || p.customAmount) add(at('values'), "expected no values and no customAmount: a voucher's price is the experience's for its party");
    if (p.guests !== undefined && experience.price * p.guests > MAX_VOUCHER_VALUE)
      add(at('guests'), `expected a voucher worth at most ${MAX_VOUCHER_VALUE} (the experience's price ${experience.price} × ${p.guests} guests)`);
  };

  const cards = v.giftCards;
  if (cards) {
    money(cards.minAmount, ['giftCards', 'minAmount']);
    money(cards.maxAmount, ['giftCards', 'maxAmount']);
    if ((cards.minAmount ?? 10) > (cards.maxAmount ?? 500)) add(['giftCards', 'maxAmount'], `expected at least minAmount (${cards.minAmount ?? 10})`);
    unique(
      cards.products.map((p) => p.id),
      ['giftCards', 'products'],
      'Gift card',
    );
    cards.products.forEach((p, i) => {
      const at = (...rest: Path): Path => ['giftCards', 'products', i, ...rest];
      text(p.title, at('title'));
      text(p.description, at('description'));
      (p.values ?? []).forEach((value, j) => money(value, at('values', j)));
      if (p.experience !== undefined || p.guests !== undefined || p.covers !== undefined) voucherRules(p, at);
      else if (!p.values?.length && !p.customAmount) add(at('values'), 'expected at least one value, or customAmount: true');
      date(p.salesEnd, at('salesEnd'));
    });
  }

  const promotions = v.promotions ?? [];
  unique(
    promotions.map((p) => p.id),
    ['promotions'],
    'Promotion',
  );
  promotions.forEach((p, i) => {
    const at = (...rest: Path): Path => ['promotions', i, ...rest];
    text(p.title, at('title'));
    text(p.description, at('description'));
    text(p.conditions, at('conditions'));
    date(p.useBy, at('useBy'));
    for (const field of ['starts', 'ends'] as const) {
      if (p[field].startsWith('now')) {
        if (!v.demo) add(at(field), 'expected an ISO date and time (relative instants are for demo venues only)');
      } else if (!isRealInstant(p[field])) add(at(field), `expected a real date and time ${DAY_RANGE}, with an offset of at most ±14:00`);
    }
    const real = (value: string) => value.startsWith('now') || isRealInstant(value);
    if (real(p.starts) && real(p.ends) && resolveInstant(p.ends, now) <= resolveInstant(p.starts, now)) add(at('ends'), `expected an instant after starts (${p.starts})`);
  });

  if (v.demoData) {
    if (!v.demo) add(['demoData'], 'demoData is for demo venues only (demo: true)');
    (v.demoData.reservations ?? []).forEach((r, i) => {
      if (!zoneIds.has(r.zone)) add(['demoData', 'reservations', i, 'zone'], 'expected the id of a zone of this file');
      date(r.date, ['demoData', 'reservations', i, 'date']);
    });
    // A person claims a promotion once, and no more codes than its quantity are claimed.
    const claimers = new Set<string>();
    const claimed = new Map<string, number>();
    (v.demoData.claims ?? []).forEach((c, i) => {
      const at = (field: string): Path => ['demoData', 'claims', i, field];
      const promotion = promotions.find((p) => p.id === c.promotion);
      if (!promotion) return add(at('promotion'), 'expected the id of a promotion of this file');
      const person = `${c.promotion} ${normaliseEmail(c.email)}`;
      if (claimers.has(person)) add(at('email'), `expected one claim per person: ${c.email} already claims ${c.promotion}`);
      claimers.add(person);
      claimed.set(c.promotion, (claimed.get(c.promotion) ?? 0) + 1);
      if (claimed.get(c.promotion)! > promotion.quantity) add(at('promotion'), `expected at most ${promotion.quantity} claims of ${c.promotion} (its quantity)`);
    });
  }
  return problems;
}
