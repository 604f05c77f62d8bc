import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { I18nextProvider, PageAnswersContext, type PageAnswers, type Store } from '@venue/shared';
import type { i18n as I18n } from 'i18next';

export interface PageContext {
  store: Store;
  /** The page's i18n instance: the page's own in the browser, a clone per render on the server. */
  i18n: I18n;
  answers: PageAnswers;
}

/** The providers around every page, the same on the server and in the browser (hydration). */
export function AppProviders({ page, children }: { page: PageContext; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={page.store}>
        <I18nextProvider i18n={page.i18n}>
          <PageAnswersContext value={page.answers}>{children}</PageAnswersContext>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
