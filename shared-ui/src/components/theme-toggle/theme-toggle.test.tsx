import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../session/session-store';
import { renderWithProviders, resetSession } from '../../testing';
import { ThemeToggle } from './theme-toggle';

afterEach(() => resetSession());

describe('ThemeToggle', () => {
  it('is a switch showing Off, then On once dark, and saves the choice', async () => {
    renderWithProviders(<ThemeToggle />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Off');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('On');
    expect(sessionStore.getState().theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps its accessible name when the label is hidden', () => {
    renderWithProviders(<ThemeToggle showLabel={false} />);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });
});
