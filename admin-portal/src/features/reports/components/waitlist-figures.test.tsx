import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import { WaitlistFigures } from './waitlist-figures';
import { WaitlistSettingsCard } from './waitlist-settings';

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

describe('WaitlistSettingsCard', () => {
  it('shows the settings and saves new ones', async () => {
    const api = mockApi({
      'GET /api/waitlist/settings': { body: { offerMinutes: 120, offersAtOnce: 3 } },
      'PUT /api/waitlist/settings': { body: { offerMinutes: 60, offersAtOnce: 5 } },
    });
    renderWithProviders(<WaitlistSettingsCard />, { session: adminSession });
    const minutes = await screen.findByLabelText(/^Minutes to answer an offer/);
    expect(minutes).toHaveValue(120);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '60');
    const atOnce = screen.getByLabelText(/^Patients offered one time at once/);
    await userEvent.clear(atOnce);
    await userEvent.type(atOnce, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter between 1 and 50 patients')).toBeInTheDocument();
    await userEvent.clear(atOnce);
    await userEvent.type(atOnce, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Offer settings saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/waitlist/settings')[0]?.body).toEqual({
      offerMinutes: 60,
      offersAtOnce: 5,
    });
  });
});
