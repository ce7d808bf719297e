import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { AreaUnavailable } from './area-unavailable';

describe('AreaUnavailable', () => {
  it('says the area is unavailable and retries on demand', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<AreaUnavailable onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { name: 'This area is unavailable right now' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
