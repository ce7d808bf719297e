import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@careconnect/api/contracts';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, patient } from '../../../testing/fixtures';
import { NO_AUDIT_ENTRIES, PatientAuditScreen } from './patient-audit-screen';

const grace = patient('Grace', 'Nakamura');

const entry = (extra: Partial<AuditEntry>): AuditEntry => ({
  _id: crypto.randomUUID(),
  at: '2026-11-20T09:05:00.000Z',
  actor: { _id: '8c1f6a34-3b8e-4a4c-9a55-0d2b8f1e9c11', firstName: 'Ana', lastName: 'Silva' },
  actorUserId: '8c1f6a34-3b8e-4a4c-9a55-0d2b8f1e9c11',
  role: 'doctor',
  action: 'read',
  entityType: 'appointment',
  recordCount: 3,
  patient: grace._id,
  ip: '10.1.2.3',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36',
  ...extra,
});

const render = () =>
  renderWithProviders(<PatientAuditScreen />, {
    route: `/admin/patients/audit/${grace._id}`,
    path: '/admin/patients/audit/:id',
    session: adminSession,
  });

afterEach(() => resetSession());

describe('Audit Trail', () => {
  it('lists who did what to the patient’s data, when and from where', async () => {
    const api = mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/audit/patient/:patientId': {
        body: [
          entry({}),
          entry({
            actor: null,
            role: 'admin',
            action: 'update',
            entityType: 'patient',
            entityId: grace._id,
            recordCount: 1,
            ip: undefined,
            userAgent: undefined,
          }),
        ],
        total: 2,
      },
    });
    render();
    expect(
      await screen.findByRole('heading', { name: 'Audit Trail: Grace Nakamura' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When', 'Who', 'Role', 'Action', 'What', 'From']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ana Silva');
    expect(first).toHaveTextContent('Doctor');
    expect(first).toHaveTextContent('Viewed');
    expect(first).toHaveTextContent('Appointments (list of 3)');
    expect(first).toHaveTextContent('10.1.2.3 · Chrome/156.0.0.0');
    expect(first).toHaveTextContent(/Nov 20, 2026/);
    expect(second).toHaveTextContent('Deleted account');
    expect(second).toHaveTextContent('Administrator');
    expect(second).toHaveTextContent('Updated');
    expect(second).toHaveTextContent(`Patient record ${grace._id.slice(0, 8)}`);
    expect(second).toHaveTextContent('N/A');
    const call = api.calls.find((c) => c.path === `/api/audit/patient/${grace._id}`);
    expect(call?.query.get('page')).toBe('1');
    expect(call?.query.get('limit')).toBe('20');
    expect(screen.getByRole('link', { name: 'Back to Patient Details' })).toHaveAttribute(
      'href',
      `/admin/patients/view/${grace._id}`,
    );
  });

  it('shows a spinner while loading', async () => {
    mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/audit/patient/:patientId': 'pending',
    });
    render();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/audit/patient/:patientId': { body: [], total: 0 },
    });
    render();
    expect(await screen.findByText(NO_AUDIT_ENTRIES)).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry asks again', async () => {
    let fail = true;
    mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/audit/patient/:patientId': () =>
        fail ? { status: 500 } : { body: [entry({})], total: 1 },
    });
    render();
    expect(await screen.findByText(/Failed to fetch the audit trail/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ana Silva')).toBeInTheDocument();
  });

  it('pages through a long trail', async () => {
    const api = mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/audit/patient/:patientId': (call) => ({
        body: [entry({ recordCount: Number(call.query.get('page')) })],
        total: 45,
      }),
    });
    render();
    expect(await screen.findByText('Appointments (list of 1)')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Audit trail pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Appointments (list of 2)')).toBeInTheDocument();
    expect(
      api.calls
        .filter((c) => c.path.startsWith('/api/audit/'))
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
  });
});
