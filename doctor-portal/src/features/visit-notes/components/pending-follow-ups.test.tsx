import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { doctorApi, doctorSession, JANE_ID } from '../../../testing/fixtures';
import { PendingFollowUps } from './pending-follow-ups';

afterEach(() => resetSession());

describe('Follow-ups not booked', () => {
  it('lists the patients asked for a follow-up who have not booked it', async () => {
    doctorApi().on('GET /api/doctor/follow-ups', {
      body: [
        {
          appointment: 'ap-1',
          patient: { _id: JANE_ID, firstName: 'Jane', lastName: 'Cooper' },
          date: '2026-12-08',
          kind: 'video',
          requestedAt: '2026-11-24T10:38:00.000Z',
        },
      ],
    });
    renderWithProviders(<PendingFollowUps />, { session: doctorSession });
    expect(await screen.findByRole('heading', { name: 'Follow-ups not booked' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/doctor/patients/view/${JANE_ID}`,
    );
    expect(screen.getByText('Dec 8, 2026 · Video')).toBeVisible();
  });

  it('shows nothing when every follow-up is booked', async () => {
    const api = doctorApi();
    renderWithProviders(<PendingFollowUps />, { session: doctorSession });
    await waitFor(() => expect(api.callsTo('GET /api/doctor/follow-ups')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Follow-ups not booked' })).toBeNull();
  });
});
