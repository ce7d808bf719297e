import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import type { AccessLogEntry } from '../../../lib/api-types';
import { patientSession } from '../../../testing/fixtures';
import { AccessLogScreen } from './access-log-screen';

afterEach(() => act(() => resetSession()));

const route = 'GET /api/patient/access-log';
const entry = (fields: Partial<AccessLogEntry>): AccessLogEntry => ({
  _id: '1',
  at: '2026-11-20T09:05:00.000Z',
  actor: { _id: '00000000-0000-4000-8000-000000000001', firstName: 'Ana', lastName: 'Silva' },
  role: 'doctor',
  action: 'read',
  entityType: 'patient',
  recordCount: 1,
  ...fields,
});

describe('AccessLogScreen', () => {
  it('says so when nobody else viewed the record', async () => {
    mockApi({ [route]: { body: [], headers: { 'X-Total-Count': '0' } } });
    renderWithProviders(<AccessLogScreen />, { session: patientSession });
    expect(await screen.findByRole('heading', { name: 'Who viewed my record' })).toBeVisible();
    expect(
      await screen.findByText('Nobody else has viewed or changed your record yet.'),
    ).toBeInTheDocument();
  });

  it('shows who, role, when, what and the emergency reason; pages through', async () => {
    const api = mockApi({
      [route]: {
        body: [
          entry({
            _id: '3',
            actor: {
              _id: '00000000-0000-4000-8000-000000000003',
              firstName: 'Rhea',
              lastName: 'Okafor',
            },
            emergencyReason: 'Arrived unconscious',
          }),
          entry({
            _id: '2',
            role: 'admin',
            actor: null,
            entityType: 'appointment',
            recordCount: 3,
          }),
          entry({ _id: '1', action: 'update', entityType: 'foodPlan' }),
        ],
        headers: { 'X-Total-Count': '45' },
      },
    });
    renderWithProviders(<AccessLogScreen />, { session: patientSession });
    const table = await screen.findByRole('table', { name: 'Who viewed my record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Dr. Rhea Okafor');
    expect(rows[0]).toHaveTextContent('Viewed your profile');
    expect(rows[0]).toHaveTextContent('Emergency access: “Arrived unconscious”');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(rows[1]).toHaveTextContent('A deleted account');
    expect(rows[1]).toHaveTextContent('Administrator');
    expect(rows[1]).toHaveTextContent('Viewed 3 appointments');
    expect(rows[2]).toHaveTextContent('Changed a food plan');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(api.callsTo(route).some((c) => c.query.get('page') === '2')).toBe(true);
  });
});
