import { startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { appStore, browserPageAnswers, i18n, initI18n, readBootData, translationsReady } from '@venue/shared';
import { registerHostTranslations } from '../i18n/host-resources';
import { parkServerSlots } from '../custom-html/custom-html';
import { App } from './app';
import { AppProviders, type PageContext } from './app-providers';
import { startFromBootData } from './start-from-boot-data';

/**
 * Texts and boot data: a server-rendered page carries its boot data, and the browser takes
 * over the same markup. Resolves once the texts of the page's language are in (the server named
 * their files for the browser to fetch early): hydration must draw what the server drew. Without
 * them the page still starts.
 */
export async function preparePage(): Promise<{ started: boolean }> {
  initI18n();
  registerHostTranslations();
  const started = startFromBootData(readBootData());
  await translationsReady().catch((error: unknown) => console.error('Error loading', error));
  return { started };
}

/** The browser's page: one store, one i18n instance, the answers the server wrote into it. */
const browserPage: PageContext = { store: appStore, i18n, answers: browserPageAnswers };

/** Hydrates the server's markup, or draws the page when the browser starts it alone. */
export function renderPage({ createRoot, hydrateRoot }: typeof ReactDomClient, { started }: { started: boolean }): void {
  const container = document.getElementById('root')!;
  if (started) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (one long task on a slow phone); a tap on a
    // part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(
        container,
        <AppProviders page={browserPage}>
          <App started />
        </AppProviders>,
      );
    });
  } else {
    parkServerSlots();
    createRoot(container).render(
      <AppProviders page={browserPage}>
        <App />
      </AppProviders>,
    );
  }
}
