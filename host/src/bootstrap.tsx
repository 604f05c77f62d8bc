import { createRoot, hydrateRoot } from 'react-dom/client';
import { appStore, initI18n, readBootData } from '@venue/shared';
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

if (started) {
  hydrateRoot(
    container,
    <AppProviders store={appStore}>
      <App started />
    </AppProviders>,
  );
} else {
  createRoot(container).render(
    <AppProviders store={appStore}>
      <App />
    </AppProviders>,
  );
}
