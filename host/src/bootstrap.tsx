import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { appStore, initI18n } from '@venue/shared';
import '@venue/shared/styles/base.css';
import { registerHostTranslations } from './i18n/host-resources';
import { App } from './app/app';

const i18n = initI18n();
registerHostTranslations();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
