import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import {
  CancellationNoticeSetting,
  NOTICE_INVALID,
  NOTICE_SAVED,
} from './cancellation-notice-setting';

afterEach(() => resetSession());

describe('the cancellation notice setting', () => {
  it('shows the clinic’s hours and saves new ones', async () => {
    const api = mockApi({
      'PUT /api/appointment/settings': { body: { cancellationNoticeHours: 24 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CancellationNoticeSetting />, { session: adminSession });
    const field = screen.getByLabelText('Hours before the appointment');
    expect(await screen.findByDisplayValue('2')).toBe(field);
    await user.clear(field);
    await user.type(field, '24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTICE_SAVED)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointment/settings')[0]?.body).toEqual({
      cancellationNoticeHours: 24,
    });
  });

  it('refuses what is not a whole number of hours up to a week', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<CancellationNoticeSetting />, { session: adminSession });
    const field = screen.getByLabelText('Hours before the appointment');
    await screen.findByDisplayValue('2');
    await user.clear(field);
    await user.type(field, '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTICE_INVALID)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointment/settings')).toHaveLength(0);
  });
});
