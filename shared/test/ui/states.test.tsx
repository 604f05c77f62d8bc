import { fireEvent, render, screen } from '@testing-library/react';
import { Button, ErrorState, LoadingState, Spinner, i18n } from '../../src';

beforeAll(() => i18n.changeLanguage('it'));

describe('Button', () => {
  it('is type=button by default with the variant classes', () => {
    render(
      <Button variant="secondary" block>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('sh-button', 'sh-button--secondary', 'sh-button--block');
  });

  it('is busy and disabled while loading', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('loading', () => {
  it('LoadingState announces the translated loading text', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento…');
  });

  it('Spinner has an accessible label unless decorative', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Caricamento…' })).toBeInTheDocument();
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('shows title, message and a retry button as an alert', () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Sezione non disponibile" message="Riprova" onRetry={onRetry} retryLabel="Riprova ora" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sezione non disponibile');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova ora' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has translated defaults and no button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.getByRole('heading')).toHaveTextContent('Si è verificato un errore');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
