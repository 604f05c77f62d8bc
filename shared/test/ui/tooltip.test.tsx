import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../src';
import { Tooltip } from '../../src/tooltip';

function mockHoverNone(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(hover: none)' ? matches : false,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

beforeAll(() => i18n.changeLanguage('it'));
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Tooltip', () => {
  it('describes its trigger with a role=tooltip element', () => {
    render(<Tooltip content="Sold out for this party size" />);
    const trigger = screen.getByRole('button', { name: 'Maggiori informazioni' });
    const tip = screen.getByText('Sold out for this party size');
    expect(tip).toHaveAttribute('role', 'tooltip');
    expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    expect(tip).not.toBeVisible();
  });

  it('with a mouse: shows on hover and on focus, hides on leave, blur and Escape', () => {
    mockHoverNone(false);
    render(<Tooltip content="Help">?</Tooltip>);
    const trigger = screen.getByRole('button', { name: '?' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    fireEvent.mouseEnter(trigger);
    expect(tip).toBeVisible();
    fireEvent.mouseLeave(trigger);
    expect(tip).not.toBeVisible();
    fireEvent.focus(trigger);
    expect(tip).toBeVisible();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tip).not.toBeVisible();
    fireEvent.focus(trigger);
    fireEvent.blur(trigger);
    expect(tip).not.toBeVisible();
    // a click does not pin it on a hover device
    fireEvent.click(trigger);
    expect(tip).not.toBeVisible();
  });

  it('on a touch device: hover does nothing, a tap toggles, a tap elsewhere closes', () => {
    mockHoverNone(true);
    render(
      <div>
        <Tooltip content="Help">?</Tooltip>
        <p>Elsewhere</p>
      </div>,
    );
    const trigger = screen.getByRole('button', { name: '?' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    fireEvent.mouseEnter(trigger);
    fireEvent.focus(trigger);
    expect(tip).not.toBeVisible();
    fireEvent.click(trigger);
    expect(tip).toBeVisible();
    fireEvent.click(trigger);
    expect(tip).not.toBeVisible();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(tip).not.toBeVisible();
  });

  it('treats a touch pointer as touch even where hover is available', () => {
    mockHoverNone(false);
    render(<Tooltip content="Help">?</Tooltip>);
    const trigger = screen.getByRole('button', { name: '?' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    const down = new Event('pointerdown', { bubbles: true });
    Object.defineProperty(down, 'pointerType', { value: 'touch' });
    fireEvent(trigger, down);
    fireEvent.click(trigger);
    expect(tip).toBeVisible();
  });
});
