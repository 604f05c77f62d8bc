/**
 * "Fits the phone": the page is no wider than the screen, and every button, field, heading and
 * dialog lies inside it. In Chromium's phone emulation `innerWidth` grows with a page that is
 * too wide, so the check compares with the width the test emulates, not the page's own.
 * The site's navigation links count too: every section must be in sight, not scrolled away.
 * Elements inside a box that scrolls sideways by itself (the breadcrumb) may lie beyond the
 * edge: they scroll within their box, not the page.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface FitReport {
  scrollWidth: number;
  outside: string[];
}

export async function measureFit(page: Page): Promise<FitReport> {
  const width = page.viewportSize()!.width;
  return page.evaluate((w) => {
    const scrollsItself = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    const selector = 'button, a.sh-button, nav a, [role="dialog"], input, select, textarea, h1, h2, h3, p, dd, li, table, img';
    const outside = Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return false; // hidden, or visually hidden for screen readers
        if (el.closest('.sh-skip-link')) return false;
        return (r.left < -1 || r.right > w + 1) && (el.matches('nav a') || !scrollsItself(el));
      })
      .slice(0, 8)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" [${Math.round(r.left)}, ${Math.round(r.right)}]`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  }, width);
}

/**
 * The widths a screen is also measured at when the walk runs at the narrowest phone's: the
 * commonest phone width, where the layout's breakpoints may place things otherwise. Resizing
 * costs a few milliseconds; walking every flow again at another width cost a minute per walk.
 */
const ALSO_AT: Readonly<Record<number, readonly number[]>> = { 320: [390] };

/**
 * Asserts (softly: one walk reports every screen that does not fit) that the screen fits, at
 * the page's width and at the widths of ALSO_AT; the page is left at its own width.
 */
export async function expectFits(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const extra = ALSO_AT[viewport.width] ?? [];
  for (const width of [viewport.width, ...extra]) {
    if (width !== viewport.width) await page.setViewportSize({ width, height: viewport.height });
    const report = await measureFit(page);
    expect.soft(report.scrollWidth, `${screen}: the page is wider than the ${width} px screen`).toBeLessThanOrEqual(width);
    expect.soft(report.outside, `${screen}: elements beyond the ${width} px screen`).toEqual([]);
    // PHONE_FIT_SHOTS=<folder>: a screenshot of each screen, for a person to look at.
    const shots = process.env.PHONE_FIT_SHOTS;
    if (shots) {
      const lang = await page.locator('html').getAttribute('lang');
      await page.screenshot({ path: `${shots}/${width}-${lang}-${screen.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
    }
  }
  if (extra.length > 0) await page.setViewportSize(viewport);
}

type Language = 'it' | 'en' | 'fr' | 'es' | 'de';

/** The language switch's label in each language (shared/src/i18n/locales): it changes with the page's texts. */
const SWITCH_LABEL: Readonly<Record<Language, string>> = { it: 'Lingua', en: 'Language', fr: 'Langue', es: 'Idioma', de: 'Sprache' };

/**
 * Switches the page's language in place, as the header's language switch does (the same
 * `change` event: the switch may sit in a menu a phone keeps closed), and waits until the page
 * speaks it. Every text is then re-rendered; what the visitor typed and chose stays.
 */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  const select = page.locator('header select');
  await select.evaluate((element: HTMLSelectElement, l) => {
    element.value = l;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, language);
  await expect(select).toHaveAttribute('aria-label', SWITCH_LABEL[language]);
}

/**
 * `expectFits` in each of the five languages, switched in place on the same screen (one walk
 * through a flow measures every language: walking it five times cost four minutes of the
 * suite). The page is left in the language it was in. Not for a screen whose state a switch
 * resets (the bot check, verified, is built anew in the new language).
 */
export async function expectFitsInEveryLanguage(page: Page, screen: string): Promise<void> {
  const walking = (await page.locator('html').getAttribute('lang')) as Language;
  const others = (Object.keys(SWITCH_LABEL) as Language[]).filter((l) => l !== walking);
  await expectFits(page, `${screen} (${walking})`);
  for (const language of others) {
    await switchLanguage(page, language);
    await expectFits(page, `${screen} (${language})`);
  }
  await switchLanguage(page, walking);
}

/** `expectFitsInEveryLanguage` on the narrowest phone (320 px); the viewport is then put back. */
export async function expectFitsOnNarrowPhone(page: Page, screen: string): Promise<void> {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  await expectFitsInEveryLanguage(page, screen);
  await page.setViewportSize(before);
}

/** A long name and e-mail address, as real ones can be. */
export const LONG_GUEST = {
  firstName: 'Maximiliane-Theodora',
  lastName: 'von Hohenzollern-Sigmaringen',
  email: 'maximiliane.theodora.von.hohenzollern-sigmaringen@beispiel-unternehmen.example.com',
};
