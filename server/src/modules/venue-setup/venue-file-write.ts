/**
 * A venue's set-up written back as a venue file (`venue export`): the file `apply` accepts, so
 * export then apply changes nothing. Defaults are left out, texts are given in the languages the
 * venue offers, amounts in the currency's main unit, and dates as plain dates (a demo venue's
 * relative dates come back as the days they were resolved to).
 */
import { VENUE_KINDS } from '../seo/venue-kind';
import { stringify } from 'yaml';
import type { I18nText, Language } from '../../lib/i18n-text';
import { venueIso } from '../../lib/wall-clock';
import { sortShifts } from './venue-plan-read';
import { GUARANTEE_PER, KINDS, PAYMENTS, type VenuePlan } from './venue-plan';
import { type VenueFile, type VenueFileWebhook, WEEKDAYS } from './venue-file-schema';
import { fileSecret } from '../webhooks/webhook-secret';

type Text = Partial<I18nText>;
const money = (minor: number) => minor / 100;
const hhmm = (time: string) => time.slice(0, 5);
const dayNames = (days: number[]) => days.map((d) => WEEKDAYS[d - 1]!);

/** An instant as the venue reads it (its own offset); one with milliseconds keeps them exactly. */
function instant(iso: string, timezone: string): string {
  const date = new Date(iso);
  return date.getUTCMilliseconds() ? iso : venueIso(date, timezone);
}

/** Drops the keys whose value is undefined, so the YAML holds only what is said. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function fileFromPlan(plan: VenuePlan): VenueFile {
  const v = plan.venue;
  const languages = v.languages;
  const text = (value: Text): Text | undefined => {
    const picked = Object.fromEntries(languages.map((l: Language) => [l, value[l] ?? '']));
    return Object.values(picked).some(Boolean) ? picked : undefined;
  };
  const s = v.bookingSettings;
  const isDefaultLanguages = languages.join() === 'it,en,fr,es,de';

  // Rows of one weekly shift (same name, times, capacity) become one entry with its weekdays;
  // a second such row on a day (the file said the shift twice) starts another entry.
  const shifts: VenueFile['shifts'] = [];
  for (const row of sortShifts(plan.shifts)) {
    const entry = defined({
      name: row.name,
      weekdays: [] as Array<(typeof WEEKDAYS)[number]>,
      start: hhmm(row.startTime),
      end: hhmm(row.endTime),
      every: row.slotIntervalMinutes === 30 ? undefined : row.slotIntervalMinutes,
      capacity: row.capacity ?? undefined,
      experiencesOnly: row.experienceOnly || undefined,
    });
    const day = WEEKDAYS[row.weekday - 1]!;
    const same = shifts.find((x) => !x.weekdays.includes(day) && JSON.stringify({ ...x, weekdays: [] }) === JSON.stringify(entry));
    (same ?? (shifts.push(entry), entry)).weekdays.push(day);
  }

  return defined({
    venue: v.slug,
    demo: v.demo || undefined,
    name: v.name,
    kind: VENUE_KINDS.find((kind) => kind === s.venueKind),
    currency: v.currency,
    timezone: v.timezone,
    languages: isDefaultLanguages ? undefined : languages,
    contact: defined({
      country: v.country,
      address: v.address || undefined,
      city: v.city || undefined,
      phone: v.phone || undefined,
      email: v.email || undefined,
      website: v.website || undefined,
    }),
    heroImage: v.heroImage || undefined,
    passColors: v.passColors ?? undefined,
    description: text(v.description),
    privacyPolicy: text(v.privacyPolicy) ?? {},
    marketingPolicy: text(v.marketingPolicy),
    customHeader: v.customHeader || undefined,
    customFooter: v.customFooter || undefined,
    booking: defined({
      enabled: v.bookingEnabled ? undefined : false,
      confirmation: s.confirmation,
      waitingList: s.waitingList,
      minNoticeMinutes: s.minNoticeMinutes,
      horizonDays: s.horizonDays,
      minGuests: s.minPax,
      maxGuests: s.maxPax,
      holdMinutes: s.holdMinutes,
      tableMinutes: s.tableMinutes,
      reminderHours: s.reminderHours,
      releaseUnconfirmedHours: s.releaseUnconfirmedHours,
      offerMinutes: s.offerMinutes,
      textMessages: s.textMessages ? defined({ enabled: s.textMessages.enabled ? undefined : false, sender: s.textMessages.sender }) : undefined,
      limits: s.guestCaps && Object.keys(s.guestCaps).length ? s.guestCaps : undefined,
      cardGuarantee: s.cardGuarantee
        ? {
            per: GUARANTEE_PER[s.cardGuarantee.type],
            amount: money(s.cardGuarantee.amount),
            cancellationHours: s.cardGuarantee.cancellationHours,
            fromGuests: s.cardGuarantee.minPax,
            afterNoShows: s.cardGuarantee.afterNoShows,
          }
        : undefined,
    }),
    zones: plan.zones.map((z) => ({ id: z.key, name: text(z.name) ?? {}, seats: z.seats })),
    shifts,
    closures: plan.closures.length ? plan.closures : undefined,
    experiences: plan.experiences.length
      ? plan.experiences.map((e) =>
          defined({
            id: e.key,
            link: e.hash,
            kind: e.kind === 0 ? undefined : KINDS[e.kind],
            active: e.active ? undefined : false,
            title: text(e.title) ?? {},
            description: text(e.description),
            conditions: text(e.bookingConditions),
            photo: e.photoUrl || undefined,
            price: money(e.price),
            payment: e.purchaseType === 0 ? undefined : PAYMENTS[e.purchaseType],
            deposit: e.purchaseType === 2 ? money(e.depositAmount) : undefined,
            guarantee: e.guaranteeType ? { per: GUARANTEE_PER[e.guaranteeType as 1 | 2], amount: money(e.guaranteeAmount) } : undefined,
            cancellationHours: e.cancellationHours || undefined,
            durationMinutes: e.durationMinutes || undefined,
            guests: e.minGuests !== 1 || e.maxGuests !== 0 ? { min: e.minGuests, max: e.maxGuests } : undefined,
            perTimeLimit: e.maxReservationsPerSlot || undefined,
            stock: e.soldoutEnabled ? e.stock : undefined,
            askVisitReason: e.askVisitReason || undefined,
            dates: e.hasDates ? { from: e.startsOn!, to: e.endsOn! } : undefined,
            times: e.hasOwnTimes ? e.times.map(hhmm) : undefined,
            weekdays: e.weekdays ? dayNames(e.weekdays) : undefined,
            zones: e.zoneKeys.length ? e.zoneKeys : undefined,
            questions: e.extraFields.length
              ? e.extraFields.map((q) =>
                  defined({
                    id: q.key,
                    type: q.type,
                    label: text(q.label) ?? {},
                    required: q.required || undefined,
                    options: q.options?.map((o) =>
                      typeof o === 'string' ? { value: o, label: Object.fromEntries(languages.map((l) => [l, o])) } : { value: o.value, label: text(o.label) ?? {} },
                    ),
                  }),
                )
              : undefined,
          }),
        )
      : undefined,
    bookingModules: plan.modules.length
      ? plan.modules.map((m) =>
          defined({
            id: m.slug,
            title: text(m.title) ?? {},
            description: text(m.description),
            experiences: m.experienceKeys ?? undefined,
            tables: m.tables || undefined,
          }),
        )
      : undefined,
    giftCards: defined({
      enabled: v.giftcardsEnabled ? undefined : false,
      minAmount: money(v.giftcardMin),
      maxAmount: money(v.giftcardMax),
      products: plan.products.map((p) =>
        defined({
          id: p.key,
          title: text(p.title) ?? {},
          description: text(p.description),
          image: p.imageUrl || undefined,
          // A voucher's price follows its experience's: the file names the experience, not the price.
          values: p.voucherExperienceKey ? undefined : p.values.map(money),
          experience: p.voucherExperienceKey ?? undefined,
          guests: p.voucherGuests ?? undefined,
          covers: p.voucherCovers === 'amount' ? 'amount' : undefined,
          customAmount: p.customAmount || undefined,
          validityMonths: p.validityMonths === 12 ? undefined : p.validityMonths,
          salesEnd: p.salesEndOn ?? undefined,
          active: p.active ? undefined : false,
        }),
      ),
    }),
    promotions: plan.promotions.length
      ? plan.promotions.map((p) =>
          defined({
            id: p.urlName,
            title: text(p.title) ?? {},
            description: text(p.description),
            conditions: text(p.conditions),
            image: p.imageUrl || undefined,
            quantity: p.quantity,
            starts: instant(p.startsAt, v.timezone),
            ends: instant(p.endsAt, v.timezone),
            useByDays: p.useByDays ?? undefined,
            useBy: p.useByDate ?? undefined,
            phoneRequired: p.phoneRequired || undefined,
            active: p.active ? undefined : false,
          }),
        )
      : undefined,
    privacy: v.retentionDays === null ? undefined : { retentionDays: v.retentionDays },
    google: v.google
      ? defined({ enabled: v.google.enabled || undefined, path: v.google.path, merchantId: v.google.merchantId === v.slug ? undefined : v.google.merchantId })
      : undefined,
    webhooks: plan.webhooks.length
      ? plan.webhooks.map((w) => defined({ url: w.url, events: (w.events ?? undefined) as VenueFileWebhook['events'], secret: fileSecret(w.secret) }))
      : undefined,
  }) as VenueFile;
}

export function writeVenueFile(plan: VenuePlan): string {
  const header = `# ${plan.venue.name}: exported venue file (docs/venue-file.md). Apply it with \`npm run venue -- apply FILE\`.\n`;
  return header + stringify(fileFromPlan(plan), { lineWidth: 0 });
}
