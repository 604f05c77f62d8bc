import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary, changeLanguage, initI18n } from '@venue/shared';
import { NotFoundPage } from '../src/features/not-found/not-found-page';

const i18n = initI18n();

function Broken(): never {
  throw new Error('a screen that breaks while rendering');
}

function renderBroken() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">elsewhere</Link>
        <RouteErrorBoundary fallback={(error) => <NotFoundPage variant="error" error={error} />}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test('a screen that throws shows the error variant, with the way home', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await changeLanguage('en');
  renderBroken();
  const section = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
  expect(section).toHaveAttribute('data-variant', 'error');
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found');
  expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/welcome');
  expect(console.error).toHaveBeenCalledWith('Error loading', expect.any(Error), expect.any(String));
});

test('going to another page after an error shows that page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderBroken();
  await screen.findByRole('heading', { level: 1 });
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'elsewhere' })));
  expect(screen.getByRole('heading', { level: 1, name: 'Fine' })).toBeInTheDocument();
});
