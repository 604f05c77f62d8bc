import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMMON_NS, DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, apiErrorKey, localized } from '../src';
import deTexts from '../src/i18n/locales/de';
import enTexts from '../src/i18n/locales/en';
import esTexts from '../src/i18n/locales/es';
import frTexts from '../src/i18n/locales/fr';
import itTexts from '../src/i18n/locales/it';

const commonResources = { it: itTexts, en: enTexts, fr: frTexts, es: esTexts, de: deTexts };

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Loads the i18n module afresh (initI18n is idempotent per module instance), `common` registered. */
function freshI18n() {
  let mod!: typeof import('../src/i18n/i18n');
  let reg!: typeof import('../src/i18n/register-translations');
  jest.isolateModules(() => {
    mod = require('../src/i18n/i18n');
    reg = require('../src/i18n/register-translations');
    require('../src/i18n/common-resources');
  });
  return { ...mod, ...reg };
}

/** The browser's languages as navigator.languages reports them (jsdom: en-US). */
function browserSpeaks(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  browserSpeaks(['ja-JP', 'ja']);
});

afterEach(() => jest.restoreAllMocks());

describe('common resources', () => {
  const italian = leaves(commonResources.it as unknown as Tree);

  it('has the fixed texts of docs/product.md', () => {
    expect(italian.get('notFound.title')).toBe('Pagina non trovata');
    expect(italian.get('notFound.message')).toBe("L'URL inserito non è valido. Torna alla home.");
    expect(italian.get('notFound.button')).toBe('Torna alla home');
    const en = leaves(commonResources.en as unknown as Tree);
    expect(en.get('notFound.title')).toBe('Page not found');
    expect(en.get('notFound.message')).toBe('The entered URL is not valid. Return to home.');
    expect(en.get('notFound.button')).toBe('Return to home');
    expect(en.get('validation.required')).toBe('Please fill in all required fields.');
    expect(en.get('validation.email')).toBe('Please enter a valid email address.');
    expect(en.get('validation.phone')).toBe('Please enter a valid phone number.');
    expect(en.get('validation.amountRange')).toBe('Please enter an amount between {{min}} and {{max}}.');
    expect(en.get('validation.privacyRequired')).toBe('Accept the privacy policy to proceed with the purchase');
    expect(en.get('footer.poweredBy')).toBe('Powered by {{platform}}');
  });

  it.each(LANGUAGES.filter((l) => l !== 'it'))('%s has every Italian key, non-empty, with the same placeholders', (lng) => {
    const other = leaves(commonResources[lng] as unknown as Tree);
    expect([...other.keys()].sort()).toEqual([...italian.keys()].sort());
    for (const [key, it] of italian) {
      const text = other.get(key) ?? '';
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(it)]);
    }
  });

  it('names each language in its own language', () => {
    for (const lng of LANGUAGES) {
      expect(commonResources[lng].language.names).toEqual({ it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' });
    }
  });
});

describe('i18n instance', () => {
  it('is initialised synchronously in Italian; the common texts come with translationsReady', async () => {
    const { i18n, translationsReady } = freshI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('it');
    await translationsReady();
    expect(i18n.t('notFound.title')).toBe('Pagina non trovata');
    expect(i18n.t(`${COMMON_NS}:footer.poweredBy`, { platform: 'Convivio' })).toBe('Con tecnologia Convivio');
  });

  it('a first visit speaks the first of the browser’s languages the site speaks', () => {
    browserSpeaks(['de-DE', 'de', 'en']);
    expect(freshI18n().initI18n().language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    browserSpeaks(['pt-BR', 'fr-CA', 'en']);
    expect(freshI18n().initI18n().language).toBe('fr');
    // The browser's language is not a choice: nothing is stored.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('a stored choice always wins over the browser’s languages', () => {
    browserSpeaks(['de-DE']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(freshI18n().initI18n().language).toBe('es');
  });

  it('detectLanguage: stored, else browser, else Italian (one function, explicit sources)', () => {
    const { detectLanguage } = freshI18n();
    expect(detectLanguage({ stored: 'fr', browser: ['de'] })).toBe('fr');
    expect(detectLanguage({ stored: null, browser: ['en-GB'] })).toBe('en');
    expect(detectLanguage({ stored: 'xx', browser: ['zh', 'ES'] })).toBe('es');
    expect(detectLanguage({ stored: undefined, browser: [] })).toBe('it');
    expect(detectLanguage({ stored: undefined, browser: ['pt', 'ru'] })).toBe('it');
  });

  it('initI18n falls back to Italian without a stored language or a browser language it speaks, and sets <html lang>', () => {
    const { initI18n } = freshI18n();
    const i18n = initI18n();
    expect(i18n.language).toBe(DEFAULT_LANGUAGE);
    expect(document.documentElement.lang).toBe('it');
  });

  it('initI18n reads the stored language; an unknown one falls back to Italian', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(freshI18n().initI18n().language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(freshI18n().initI18n().language).toBe('it');
  });

  it('initI18n is idempotent', async () => {
    const { initI18n, changeLanguage } = freshI18n();
    const first = initI18n();
    await changeLanguage('fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(initI18n()).toBe(first);
    expect(first.language).toBe('fr');
  });

  it('changeLanguage persists the choice under frontpageLanguage and updates <html lang>', async () => {
    const { initI18n, changeLanguage, i18n } = freshI18n();
    initI18n();
    await changeLanguage('en');
    expect(localStorage.getItem('frontpageLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    await changeLanguage('xx');
    expect(i18n.language).toBe('it');
  });

  it('changeLanguage drops ?lang= from the address: a reload then speaks the choice', async () => {
    const { initI18n, changeLanguage } = freshI18n();
    window.history.replaceState(null, '', '/reserve?venue=chalet-du-lac&lang=en#top');
    initI18n();
    await changeLanguage('de');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/reserve?venue=chalet-du-lac#top');
    window.history.replaceState(null, '', '/');
  });

  it('falls back to Italian for a key missing in the current language', async () => {
    const { i18n, changeLanguage } = freshI18n();
    i18n.addResourceBundle('it', 'extra', { onlyItalian: 'Solo italiano' });
    await changeLanguage('en');
    expect(i18n.t('extra:onlyItalian')).toBe('Solo italiano');
  });

  it('an empty text counts as missing: the Italian one is shown, never a blank', async () => {
    const { i18n, changeLanguage } = freshI18n();
    i18n.addResourceBundle('it', 'extra', { note: 'Nota' });
    i18n.addResourceBundle('en', 'extra', { note: '' });
    await changeLanguage('en');
    expect(i18n.t('extra:note')).toBe('Nota');
  });

  it('fills a text with its values as written (React escapes them where they are drawn)', async () => {
    const { i18n, changeLanguage } = freshI18n();
    i18n.addResourceBundle('en', 'extra', { welcome: 'Welcome to {{venue}}' });
    await changeLanguage('en');
    expect(i18n.t('extra:welcome', { venue: 'Bar & Grill / Café <Roma>' })).toBe('Welcome to Bar & Grill / Café <Roma>');
  });

  it('chooses the plural form by the language’s rules', async () => {
    const { i18n, changeLanguage } = freshI18n();
    i18n.addResourceBundle('en', 'extra', { guests_one: '{{count}} guest', guests_other: '{{count}} guests' });
    await changeLanguage('en');
    expect([0, 1, 2].map((count) => i18n.t('extra:guests', { count }))).toEqual(['0 guests', '1 guest', '2 guests']);
  });

  it('registerTranslations: a namespace fetched one language at a time, only the languages the page shows', async () => {
    const { i18n, changeLanguage, registerTranslations, translationsReady } = freshI18n();
    const fetched: string[] = [];
    const titles: Record<string, string> = { it: 'Prenota', en: 'Book', fr: 'Réserver', es: 'Reservar', de: 'Buchen' };
    const load = async (lng: string) => {
      fetched.push(lng);
      return { default: { title: titles[lng] } };
    };
    registerTranslations('booking', load);
    registerTranslations('booking', load);
    await translationsReady();
    expect(i18n.t('booking:title')).toBe('Prenota');
    // A remote's namespace falls back to `common` for shared keys.
    expect(i18n.getFixedT('it', 'booking')('loading')).toBe('Caricamento…');
    await changeLanguage('en');
    await changeLanguage('it');
    await changeLanguage('en');
    expect(i18n.t('booking:title')).toBe('Book');
    expect(fetched).toEqual(['it', 'en']);
  });

  it('changeLanguage switches nothing when the next language’s texts cannot be fetched, and tries again later', async () => {
    const { i18n, initI18n, changeLanguage, registerTranslations, translationsReady } = freshI18n();
    initI18n();
    let offline = true;
    registerTranslations('promo', async (lng) => {
      if (offline && lng === 'de') throw new Error('Loading chunk failed');
      return { default: { title: `promo ${lng}` } };
    });
    await translationsReady();
    await expect(changeLanguage('de')).rejects.toThrow('Loading chunk failed');
    expect(i18n.language).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe('it');
    offline = false;
    await changeLanguage('de');
    expect(i18n.t('promo:title')).toBe('promo de');
    expect(i18n.t('notFound.title')).toBe('Seite nicht gefunden');
  });

  it('a text module that is an address (the browser build: a JSON file) is fetched; a failed answer is not kept and is asked again', async () => {
    const { i18n, changeLanguage, registerTranslations, translationsReady } = freshI18n();
    let failing = true;
    const server = createServer((req, res) => {
      if (req.url === '/i18n-promo-de.1a2b3c4d.json' && failing) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ title: `promo ${req.url?.slice(12, 14)}` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      registerTranslations('promo', async (lng) => ({ default: `${origin}/i18n-promo-${lng}.1a2b3c4d.json` }));
      await translationsReady();
      expect(i18n.t('promo:title')).toBe('promo it');
      await expect(changeLanguage('de')).rejects.toThrow('HTTP 503');
      expect(i18n.language).toBe('it');
      failing = false;
      await changeLanguage('de');
      expect(i18n.t('promo:title')).toBe('promo de');
    } finally {
      server.close();
    }
  });

  it('a namespace registered again by a new build (a remote redeployed under a running server) is read again', async () => {
    const { i18n, registerTranslations, translationsReady } = freshI18n();
    const reads: string[] = [];
    const build = (label: string) => async () => {
      reads.push(label);
      return { default: { title: `Prenota ${label}` } };
    };
    const first = build('v1');
    registerTranslations('booking', first);
    await translationsReady();
    registerTranslations('booking', first); // the same build registering twice: nothing to read
    await translationsReady();
    expect(i18n.t('booking:title')).toBe('Prenota v1');
    registerTranslations('booking', build('v2'));
    await translationsReady();
    expect(i18n.t('booking:title')).toBe('Prenota v2');
    expect(reads).toEqual(['v1', 'v2']);
  });
});

describe('localized', () => {
  const text = { it: 'Ciao', en: 'Hello', fr: '', es: '', de: '' };

  it('gives the language, else Italian, else the first non-empty', () => {
    expect(localized(text, 'en')).toBe('Hello');
    expect(localized(text, 'en-GB')).toBe('Hello');
    expect(localized(text, 'fr')).toBe('Ciao');
    expect(localized({ it: '', en: '', fr: 'Bonjour', es: 'Hola', de: '' }, 'de')).toBe('Bonjour');
    expect(localized({ it: '', en: '', fr: '', es: '', de: '' }, 'de')).toBe('');
  });

  it('passes a plain string through and gives "" for nothing', () => {
    expect(localized('Testo', 'en')).toBe('Testo');
    expect(localized(undefined, 'en')).toBe('');
  });
});

describe('apiErrorKey', () => {
  it('maps known codes and falls back to generic', () => {
    expect(apiErrorKey('TIMEOUT')).toBe('common:apiErrors.TIMEOUT');
    expect(apiErrorKey('NETWORK')).toBe('common:apiErrors.NETWORK');
    expect(apiErrorKey('INTERNAL')).toBe('common:apiErrors.INTERNAL');
    expect(apiErrorKey('SOMETHING_NEW')).toBe('common:apiErrors.generic');
    expect(apiErrorKey(undefined)).toBe('common:apiErrors.generic');
  });
});
