import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('announces the failure', () => {
    renderWithProviders(<FormAlert>That time was just taken.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('That time was just taken.');
  });

  it('shows nothing without a failure', () => {
    renderWithProviders(<FormAlert>{''}</FormAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
