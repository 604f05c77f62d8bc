import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button, i18n } from '../../src';
import { Modal } from '../../src/forms';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Privacy"
        footer={
          <>
            <Button>First</Button>
            <Button>Last</Button>
          </>
        }
      >
        <p>Body text</p>
      </Modal>
    </>
  );
}

beforeAll(() => i18n.changeLanguage('it'));

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('is a labelled modal dialog in a portal on body, focused inside', () => {
    const { container } = render(<Harness />);
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Privacy' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = openModal();
    fireEvent.keyDown(screen.getByRole('button', { name: 'First' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    openModal();
    fireEvent.mouseDown(screen.getByText('Body text'));
    fireEvent.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByTestId('sh-modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button', () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps Tab inside the dialog', () => {
    render(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Chiudi' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('brings focus back when it escapes to the page', () => {
    render(<Harness />);
    const opener = openModal();
    act(() => opener.focus());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('translates the close label', async () => {
    render(<Harness />);
    openModal();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('it'));
  });
});
