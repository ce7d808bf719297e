import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the empty text and an optional next step', () => {
    renderWithProviders(
      <EmptyState message="No appointments found." action={<a href="/book">Book one</a>} />,
    );
    expect(screen.getByText('No appointments found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book one' })).toBeInTheDocument();
  });
});
