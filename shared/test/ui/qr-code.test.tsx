import { render, screen } from '@testing-library/react';
import { QrCode } from '../../src/qr-code';

test('renders the value as a QR image (library loaded on demand), with a text alternative', async () => {
  render(<QrCode value="7K3M-Q9XD-2HBW-PT4E" size={160} />);
  expect(screen.getByRole('status')).toHaveTextContent('Preparazione del QR code…');
  const img = await screen.findByRole('img', { name: 'QR code del codice 7K3M-Q9XD-2HBW-PT4E' });
  expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(img).toHaveAttribute('width', '160');
});
