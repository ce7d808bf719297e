import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named Loading', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('can say what is loading', () => {
    renderWithProviders(<Spinner label="Loading appointments" />);
    expect(screen.getByRole('status', { name: 'Loading appointments' })).toBeInTheDocument();
  });
});
