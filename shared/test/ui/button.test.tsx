import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from '../../src';

test('a server-rendered button is disabled until the browser has taken the page over', async () => {
  const html = renderToString(<Button>Scarica la promo</Button>);
  expect(html).toMatch(/<button[^>]*disabled/);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  expect(container.querySelector('button')).toBeDisabled();
  const root = await act(async () => hydrateRoot(container, <Button>Scarica la promo</Button>));
  expect(container.querySelector('button')).toBeEnabled();
  act(() => root.unmount());
});

test('a button the browser renders itself is usable at once; disabled and loading still disable it', () => {
  render(
    <>
      <Button>Avanti</Button>
      <Button disabled>Indietro</Button>
      <Button loading>Invio</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Avanti' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Indietro' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Invio' })).toBeDisabled();
});
