import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, jane, omar } from '../../../testing/fixtures';
import { fill } from '../../../testing/fill';
import { PatientsScreen } from './patients-screen';

const route = '/admin/patients';
const render = () =>
  renderWithProviders(<PatientsScreen />, { route, path: route, session: adminSession });

afterEach(() => resetSession());

describe('All Patients', () => {
  it('shows a spinner while loading', () => {
    mockApi({ 'GET /api/patient/all': 'pending' });
    render();
    expect(screen.getByRole('heading', { name: 'All Patients' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch patient data.' when the list cannot be fetched", async () => {
    mockApi({ 'GET /api/patient/all': { status: 500 } });
    render();
    expect(await screen.findByText('Failed to fetch patient data.')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockApi({ 'GET /api/patient/all': { body: [], total: 0 } });
    render();
    expect(await screen.findByText('No patients found.')).toBeInTheDocument();
  });

  it('lists Name, Email and the actions View and Delete', async () => {
    mockApi({ 'GET /api/patient/all': { body: [jane, omar], total: 2 } });
    render();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Actions']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Jane Cooper');
    expect(row).toHaveTextContent('jane.cooper@careconnect.test');
    expect(within(row).getByRole('link', { name: 'View Jane Cooper' })).toHaveAttribute(
      'href',
      `/admin/patients/view/${jane._id}`,
    );
    expect(screen.getByText('2 patients')).toBeInTheDocument();
  });

  it('searches the server', async () => {
    const api = mockApi({ 'GET /api/patient/all': { body: [jane], total: 1 } });
    render();
    await fill(userEvent, await screen.findByRole('searchbox', { name: 'Search' }), 'Coop');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('q')).toBe('Coop'));
  });

  it('says what happens to the appointments, deletes after the dialog and removes the row', async () => {
    const api = mockApi({
      'GET /api/patient/all': { body: [jane, omar], total: 2 },
      'DELETE /api/patient/delete/:id': () => {
        api.on('GET /api/patient/all', { body: [omar], total: 1 });
        return { body: { message: 'Patient deleted' } };
      },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Jane Cooper' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this patient?',
    });
    expect(dialog).toHaveAccessibleDescription(
      /upcoming pending or confirmed appointments will be cancelled and their doctors told/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Jane Cooper')).toBeNull());
    expect(screen.getByText('Omar Farouk')).toBeInTheDocument();
    expect(screen.getByText('1 patient')).toBeInTheDocument();
    expect(await screen.findByText('Patient deleted')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/patient/delete/${jane._id}`)).toHaveLength(1);
  });

  it("says 'Failed to delete patient.' and keeps the row when the deletion fails", async () => {
    mockApi({
      'GET /api/patient/all': { body: [jane], total: 1 },
      'DELETE /api/patient/delete/:id': { status: 500 },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Jane Cooper' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete patient.')).toBeInTheDocument();
    expect(screen.getByText('Jane Cooper')).toBeInTheDocument();
  });
});
