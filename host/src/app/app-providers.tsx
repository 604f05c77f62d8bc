import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { i18n, type Store, I18nextProvider } from '@venue/shared';

/** The providers around every page, the same on the server and in the browser (hydration). */
export function AppProviders({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
