// @venue/shared: the federated singleton used by the host and the remotes.

// contracts between host and remotes
export { REMOTE_NAMES, PLATFORM_NAME_DEFAULT } from './contracts';
export type { RemoteName, RemotePageComponent, RemotePagesModule } from './contracts';

// runtime config
export { RuntimeConfigSchema, RUNTIME_CONFIG_URL, fetchRuntimeConfig, configureRuntime, getRuntimeConfig } from './config/runtime-config';
export type { RuntimeConfig, FetchRuntimeConfigOptions } from './config/runtime-config';

// API client
export { API_PATHS, REQUEST_TIMEOUT_MS } from './api/paths';
export type { ApiPathName } from './api/paths';
export { apiBaseOf, resolveApiBase } from './api/resolve-api-base';
export { ApiError, isApiError } from './api/api-error';
export { apiPost, apiRequest, answerData } from './api/api-post';
export type { ApiMethod, ApiPayload, ApiResponse, ApiErrorBody, ApiPostOptions } from './api/api-post';
export { getMonthAvailability, getDayAvailability } from './api/availability';
export { useApiData } from './api/use-api-data';
export type { ApiData, UseApiDataOptions } from './api/use-api-data';

// schemas
export { parseWith } from './schemas/parse-with';
export type { ParseResult } from './schemas/parse-with';
export { MultilingualSchema } from './schemas/multilingual';
export type { Multilingual } from './schemas/multilingual';
export { LocationSchema } from './schemas/location';
export type { Location } from './schemas/location';
export { PrefixEntrySchema, ServicesSchema } from './schemas/prefix-entry';
export type { PrefixEntry, Services } from './schemas/prefix-entry';
export { ExperienceSchema } from './schemas/experience';
export type { Experience } from './schemas/experience';
export { normaliseExperienceList } from './schemas/experience-list';
// The open-shaped experience fields (orari, zoneSelezionabili, campiAggiuntivi): '@venue/shared/experience-fields'.
export { PromoSummarySchema, PromoSummaryListSchema } from './schemas/promo-summary';
export type { PromoSummary } from './schemas/promo-summary';
export type { ExperienceList } from './schemas/experience-list';
export {
  DAY_STATUSES,
  AVAILABILITY_REASONS,
  MonthAvailabilitySchema,
  DayAvailabilitySchema,
  MonthDaySchema,
  SlotSchema,
  ZoneAvailabilitySchema,
} from './schemas/availability';
export type { DayStatus, AvailabilityReason, MonthAvailability, MonthDay, DayAvailability, Slot, ZoneAvailability } from './schemas/availability';
export { text, num, flag, multilingual, listOrMap, listOrString } from './schemas/fields';
// superstruct's builders, for the remotes' own API contracts (remote-giftcards/src/api/, remote-promo/src/api/):
// superstruct is bundled here, so a remote that took it from npm would download a second copy.
export { array, boolean, enums, literal, nullable, number, optional, record, string, type, union, unknown } from 'superstruct';
export type { Infer } from 'superstruct';

// state
export { appStore } from './state/store';
export type { Store } from './state/store';
export { locationAtom, prefixListAtom, experiencesAtom } from './state/atoms';
export type { LoadOptions } from './state/load-options';
export { loadLocation } from './state/load-location';
export { loadServices } from './state/load-services';
export { loadExperiences } from './state/load-experiences';
export { loadNavigationData, loadNavigationDataForPage } from './state/load-navigation-data';

// i18n
export { LANGUAGES, LANGUAGE_NAMES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, toLanguage } from './i18n/languages';
export type { Language } from './i18n/languages';
export { COMMON_NS } from './i18n/common-resources';
export type { CommonShape } from './i18n/common-resources';
export { i18n, initI18n, changeLanguage, currentLanguage, detectLanguage, storedLanguage, translationsReady } from './i18n/i18n';
export { loadTranslations, registerTranslations } from './i18n/register-translations';
export type { TextsLoader } from './i18n/register-translations';
export { localized } from './i18n/localized';
export { apiErrorKey, apiErrorMessage } from './i18n/api-error-key';
export type { Translate } from './i18n/api-error-key';

// formatting
export { currencyIcon } from './format/currency-icon';
export { formatMoney } from './format/format-money';
export { formatDate } from './format/format-date';
export { textDigest } from './text-digest';
export type { DateStyle } from './format/format-date';
export { LANGUAGE_LOCALES, localeFor } from './format/locales';

// UI primitives
export { Button } from './ui/button';
export type { ButtonProps } from './ui/button';
export { Spinner, LoadingState } from './ui/spinner';
export type { SpinnerProps, LoadingStateProps } from './ui/spinner';
export { ErrorState } from './ui/error-state';
export type { ErrorStateProps } from './ui/error-state';
export { RoutePlaceholder } from './ui/route-placeholder';
export { DocumentRootContext, useDocumentRoot, eventOrigin } from './ui/document-root';
export type { DocumentRoot } from './ui/document-root';

// form checks, the same for the browser and for the forms in `@venue/shared/forms`
export { VALIDATION_KEYS, bannerKeys, emailError, requiredError } from './ui/form/validators';
export { isValidEmail } from './validation/email';
export type { PhoneValue } from './validation/phone-value';
// what a form says to a visitor without JavaScript (on pages that are readable without it)
export { NoScriptNote } from './ui/form/no-script-note';

// the router: one instance for every app (see router/index.ts)
export * from './router';
// react-i18next's hook and provider: one instance for every app (see i18n/react.ts)
export * from './i18n/react';

// route table (docs/product.md#screens-and-routes)
export {
  ROUTE_TABLE,
  routesOf,
  GIFTCARD_PAGES,
  BOOKING_PAGES,
  PROMO_PAGES,
  CARD_PAYMENT_PROVIDER_SEGMENT,
  HOST_PAGES,
  HOME_LAYOUT_LOADER,
  STAFF_LAYOUT_CHUNK,
} from './routes/route-table';
// a page's data, declared with its route (routes/page-loader.ts)
export { usePageData } from './routes/use-page-data';
export { runLoaders, pageAnswersOf } from './routes/run-loader';
export type { ApiRead } from './routes/run-loader';
export type { PageLoader, LoaderArgs, LoaderApi, LoaderAnswer, PageData } from './routes/page-loader';
export { isSecretAddress, crossesSecretBoundary, knowRowOfPath, rowOfPath } from './routes/secret-address';
// fetching the next step's code and data ahead of the visitor (host/src/features/prefetch/, the booking's first step)
export { onlyOnIntent } from './fetch-ahead/connection';
export { whenIdle } from './fetch-ahead/when-idle';
// what the venue's own scripts may count, without a secret
export { announceToVenue, VENUE_EVENT } from './venue-events';
export type { VenueEvent } from './venue-events';
export type { RouteRow, PageName, PageOwner, PageCaching, PageLayout } from './routes/route-table';

// card payments: texts and paths (the card form is @venue/shared/card-payment)
export { PAYMENTS_NS, paymentErrorText, registerPaymentTexts, withPaymentTexts, PAYMENT_PATHS, TEST_CARD_HINTS } from './payments';
export type { CardPaymentError, CardPaymentErrorKind } from './payments';

// server rendering: the data a server-rendered page carries
export { BOOT_DATA_ID, readBootData } from './ssr/boot-data';
export { useHydrated } from './ssr/use-hydrated';
export { HydrateNearScreen } from './ssr/hydrate-near-screen';
export { PageAnswers, PageAnswersContext, browserPageAnswers, usePageAnswers, seedPageAnswers } from './ssr/page-answers';
export type { PageAnswer } from './ssr/page-answers';
export type { BootData } from './ssr/boot-data';
export { runInRenderScope, setRenderScopeStorage } from './ssr/render-scope';
export type { RenderScope } from './ssr/render-scope';
export type { HostServerEntry, RenderConfig, RenderEmbedStepResult, RenderHead, RenderRequest, RenderResult, RenderRoute } from './ssr/render-contract';
