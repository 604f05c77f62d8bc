import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, initI18n } from '@venue/shared';
import { NotFoundPage } from '../src/features/not-found/not-found-page';

const i18n = initI18n();

function Broken(): never {
  throw new Error('a screen that breaks while rendering');
}

test('a screen that throws shows the error variant, with the way home', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await changeLanguage('en');
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <NotFoundPage variant="error" /> }]);
  render(<I18nextProvider i18n={i18n}><RouterProvider router={router} /></I18nextProvider>);
  const section = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
  expect(section).toHaveAttribute('data-variant', 'error');
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found');
  expect(screen.getByRole('link')).toHaveAttribute('href', '/welcome');
  expect(console.error).toHaveBeenCalledWith('Error loading', expect.any(Error));
});
