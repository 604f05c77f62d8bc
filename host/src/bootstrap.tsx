import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appStore, initI18n, readBootData, translationsReady } from '@venue/shared';
import '@venue/shared/styles/base.css';
import { registerHostTranslations } from './i18n/host-resources';
import { App } from './app/app';
import { AppProviders } from './app/app-providers';
import { startFromBootData } from './app/start-from-boot-data';

initI18n();
registerHostTranslations();

const container = document.getElementById('root')!;
// A server-rendered page carries its boot data: the browser takes over the same markup.
const started = startFromBootData(readBootData());

function render(): void {
  if (started) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (one long task on a slow phone); a tap on a
    // part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(
        container,
        <AppProviders store={appStore}>
          <App started />
        </AppProviders>,
      );
    });
  } else {
    createRoot(container).render(
      <AppProviders store={appStore}>
        <App />
      </AppProviders>,
    );
  }
}

// The texts of the page's language first (the server named their files for the browser to fetch
// early): hydration must draw what the server drew. Without them the page still starts.
void translationsReady()
  .catch((error: unknown) => console.error('Error loading', error))
  .then(render);
