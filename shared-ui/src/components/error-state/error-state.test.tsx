import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the message and retries on demand', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <ErrorState message="Failed to load notifications. Please try again." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without onRetry', () => {
    renderWithProviders(<ErrorState message="Error: User not authenticated" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
