import { act, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import { WaitlistFigures } from './waitlist-figures';

afterEach(() => act(() => resetSession()));

describe('WaitlistFigures', () => {
  it('shows the offers sent, answered and expired, and the days gained', async () => {
    mockApi({
      'GET /api/waitlist/figures': {
        body: {
          waiting: 4,
          sent: 12,
          accepted: 3,
          declined: 2,
          expired: 5,
          taken: 1,
          open: 1,
          daysGained: 31.5,
          medianDaysGained: 9,
        },
      },
    });
    renderWithProviders(<WaitlistFigures />, { session: adminSession });
    const table = await screen.findByRole('region', { name: 'Earlier-time offers' });
    const row = (label: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(await within(table).findByRole('row', { name: /^Offers sent 12$/ })).toBeInTheDocument();
    expect(row('Accepted')).toHaveTextContent('3');
    expect(row('Expired unanswered')).toHaveTextContent('5');
    expect(row('Days gained in all')).toHaveTextContent('31.5 days');
    expect(row('Days gained \\(median\\)')).toHaveTextContent('9 days');
  });
});
