import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('covers the screen with three bouncing dots, announced as Loading', () => {
    renderWithProviders(<LoadingScreen />);
    const screenElement = screen.getByRole('status', { name: 'Loading' });
    expect(getComputedStyle(screenElement).position).toBe('fixed');
    const dots = screenElement.querySelectorAll('[aria-hidden="true"]');
    expect(dots).toHaveLength(3);
  });
});
