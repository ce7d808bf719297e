import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import type { EmergencyAccess } from '../../../lib/api-types';
import { adminSession, jane, omar, silva, uuid } from '../../../testing/fixtures';
import { EmergencyAccessScreen, NO_EMERGENCY_ACCESS } from './emergency-access-screen';

function access(extra: Partial<EmergencyAccess> = {}): EmergencyAccess {
  return {
    _id: uuid(),
    patient: { _id: jane._id, user: jane.user },
    doctor: { _id: silva._id, specialization: silva.specialization, user: silva.user },
    reason: 'Unconscious in the emergency room',
    grantedAt: '2026-11-24T09:00:00.000Z',
    expiresAt: '2026-11-25T09:00:00.000Z',
    active: true,
    ...extra,
  };
}

const render = (route = '/admin/emergency-access') =>
  renderWithProviders(<EmergencyAccessScreen />, {
    route,
    path: '/admin/emergency-access',
    session: adminSession,
  });

afterEach(() => resetSession());

describe('Emergency access', () => {
  it('lists doctor, patient, reason, granted, expires and Active or Expired', async () => {
    const api = mockApi({
      'GET /api/care/emergency': {
        body: [
          access(),
          access({ patient: { _id: omar._id, user: omar.user }, active: false, reason: 'Seizure' }),
        ],
        total: 2,
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Emergency accesses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Doctor', 'Patient', 'Reason', 'Granted', 'Expires', 'Status']);
    const [, running, expired] = within(table).getAllByRole('row');
    expect(within(running!).getByRole('link', { name: 'Dr. Ana Silva' })).toHaveAttribute(
      'href',
      `/admin/doctors/view/${silva._id}`,
    );
    expect(within(running!).getByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/admin/patients/view/${jane._id}`,
    );
    expect(running).toHaveTextContent('Unconscious in the emergency room');
    expect(running).toHaveTextContent('Active');
    expect(expired).toHaveTextContent('Omar Farouk');
    expect(expired).toHaveTextContent('Expired');
    expect(screen.getByText('2 emergency accesses')).toBeInTheDocument();
    expect(api.calls[0]?.query.get('page')).toBe('1');
    expect(api.calls[0]?.query.get('limit')).toBe('10');
  });

  it('says when there are none', async () => {
    mockApi({ 'GET /api/care/emergency': { body: [], total: 0 } });
    render();
    expect(await screen.findByText(NO_EMERGENCY_ACCESS)).toBeInTheDocument();
  });

  it('pages through the X-Total-Count', async () => {
    const api = mockApi({
      'GET /api/care/emergency': (call) => ({
        body: [access({ reason: `Page ${call.query.get('page')} reason` })],
        total: 25,
      }),
    });
    render();
    expect(await screen.findByText('Page 1 reason')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 reason')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('shows a failure with Retry', async () => {
    mockApi({ 'GET /api/care/emergency': { status: 500 } });
    render();
    expect(await screen.findByText('Failed to fetch emergency accesses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
