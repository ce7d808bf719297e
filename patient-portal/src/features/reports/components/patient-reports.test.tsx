import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { complaint, PATIENT_ID, patientRoute, patientSession } from '../../../testing/fixtures';
import { PatientReports } from './patient-reports';

afterEach(() => act(() => resetSession()));

const route = 'GET /api/health/patient/:patientId';
const list = (rows: unknown[]) => ({
  body: rows,
  headers: { 'X-Total-Count': String(rows.length) },
});

describe('PatientReports', () => {
  it('shows a spinner while the reports load', async () => {
    const api = mockApi({ ...patientRoute, [route]: 'pending' });
    renderWithProviders(<PatientReports />, { session: patientSession });
    await waitFor(() =>
      expect(api.callsTo(`GET /api/health/patient/${PATIENT_ID}`)).toHaveLength(1),
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("says 'No health reports found.' when there are none", async () => {
    mockApi({ ...patientRoute, [route]: list([]) });
    renderWithProviders(<PatientReports />, { session: patientSession });
    expect(await screen.findByText('No health reports found.')).toBeInTheDocument();
  });

  it("says 'Error: {message}' when the reports cannot be fetched", async () => {
    mockApi({ ...patientRoute, [route]: { status: 500, body: { message: 'Database down' } } });
    renderWithProviders(<PatientReports />, { session: patientSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database down');
  });

  it('lists each complaint with its status, Unknown when missing', async () => {
    mockApi({
      ...patientRoute,
      [route]: list([
        complaint({ status: 'in review' }),
        complaint({ _id: 'c2', subject: 'Back pain', description: undefined, status: undefined }),
      ]),
    });
    renderWithProviders(<PatientReports />, { session: patientSession });
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Headaches');
    expect(first).toHaveTextContent('Every morning');
    expect(first).toHaveTextContent('In review');
    expect(first).toHaveTextContent('Nov 21, 2026, ');
    expect(second).toHaveTextContent('Back pain');
    expect(second).toHaveTextContent('N/A');
    expect(second).toHaveTextContent('Unknown');
  });

  it('requires a title', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...patientRoute, [route]: list([]) });
    renderWithProviders(<PatientReports />, { session: patientSession });
    await user.click(await screen.findByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/health/create')).toHaveLength(0);
  });

  it('reports a complaint, says so, empties the form and shows it in the list', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const api = mockApi({
      ...patientRoute,
      [route]: () => list(saved),
      'POST /api/health/create': ({ body }) => {
        const { subject, description } = body as { subject: string; description?: string };
        saved.unshift(complaint({ subject, description }));
        return { status: 201, body: saved[0] };
      },
    });
    renderWithProviders(<PatientReports />, { session: patientSession });
    await screen.findByText('No health reports found.');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Dizziness ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'When standing up');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(
      await screen.findByText('Your health report was sent to your care team.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/health/create')[0]?.body).toEqual({
      subject: 'Dizziness',
      description: 'When standing up',
    });
    expect(
      await within(await screen.findByRole('table')).findByText('Dizziness'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it("shows the server's message when the report is refused", async () => {
    const user = userEvent.setup();
    mockApi({
      ...patientRoute,
      [route]: list([]),
      'POST /api/health/create': { status: 400, body: { message: 'Subject is required.' } },
    });
    renderWithProviders(<PatientReports />, { session: patientSession });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'X');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Subject is required.')).toBeInTheDocument();
  });
});
