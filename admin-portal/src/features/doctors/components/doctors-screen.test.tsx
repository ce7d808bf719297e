import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, doctor, nora, silva } from '../../../testing/fixtures';
import { DoctorsScreen } from './doctors-screen';

const route = '/admin/doctors';
const render = () =>
  renderWithProviders(<DoctorsScreen />, { route, path: route, session: adminSession });

// Screens with forms and queries are slow to drive on a busy machine.

afterEach(() => resetSession());

describe('All Doctors', () => {
  it('shows a spinner while loading', () => {
    mockApi({ 'GET /api/doctor/all': 'pending' });
    render();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when the list cannot be fetched', async () => {
    mockApi({ 'GET /api/doctor/all': { status: 500 } });
    render();
    expect(await screen.findByText('Failed to fetch doctors')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockApi({ 'GET /api/doctor/all': { body: [], total: 0 } });
    render();
    expect(await screen.findByText('No doctors found.')).toBeInTheDocument();
  });

  it('lists Name, Email, Specialization, Status and the actions; Approve only for waiting doctors', async () => {
    mockApi({ 'GET /api/doctor/all': { body: [silva, nora], total: 2 } });
    render();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Specialization', 'Status', 'Actions']);
    const [, silvaRow, noraRow] = within(table).getAllByRole('row');
    expect(silvaRow).toHaveTextContent('Ana Silva');
    expect(silvaRow).toHaveTextContent('ana.silva@careconnect.test');
    expect(silvaRow).toHaveTextContent('Approved');
    expect(within(silvaRow!).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(silvaRow!).getByRole('link', { name: 'View Ana Silva' })).toHaveAttribute(
      'href',
      `/admin/doctors/view/${silva._id}`,
    );
    await userEvent.click(
      within(silvaRow!).getByRole('button', { name: 'More actions for Ana Silva' }),
    );
    expect(
      within(silvaRow!)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete']);
    await userEvent.keyboard('{Escape}');
    // A waiting doctor's next step is Approve; View joins Delete in the menu.
    expect(noraRow).toHaveTextContent('Awaiting approval');
    expect(
      within(noraRow!).getByRole('button', { name: 'Approve Nora Lindqvist' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(noraRow!).getByRole('button', { name: 'More actions for Nora Lindqvist' }),
    );
    expect(
      within(noraRow!)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Reject', 'Delete']);
    expect(within(noraRow!).getByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      `/admin/doctors/view/${nora._id}`,
    );
  });

  it('filters the doctors awaiting approval and searches', async () => {
    const api = mockApi({ 'GET /api/doctor/all': { body: [nora], total: 1 } });
    render();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status' }),
      'Awaiting approval',
    );
    await waitFor(() => expect(api.calls.at(-1)!.query.get('approved')).toBe('false'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Pediatrics{Enter}');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('q')).toBe('Pediatrics'));
  });

  it("opens filtered to the doctors awaiting approval from the address (the dashboard's link)", async () => {
    const api = mockApi({ 'GET /api/doctor/all': { body: [nora], total: 1 } });
    renderWithProviders(<DoctorsScreen />, {
      route: `${route}?approval=waiting`,
      path: route,
      session: adminSession,
    });
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveDisplayValue(
      'Awaiting approval',
    );
    await waitFor(() => expect(api.calls.at(-1)!.query.get('approved')).toBe('false'));
  });

  it('approves a waiting doctor', async () => {
    const api = mockApi({
      'GET /api/doctor/all': { body: [nora], total: 1 },
      'PATCH /api/doctor/approve/:id': () => {
        const approved = { ...nora, approved: true };
        api.on('GET /api/doctor/all', { body: [approved], total: 1 });
        return { body: approved };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Nora Lindqvist' }));
    // Asked first: approving lets the doctor see patient data.
    const dialog = screen.getByRole('alertdialog', { name: 'Approve Dr. Nora Lindqvist?' });
    expect(dialog).toHaveAccessibleDescription(
      'They will see the patients in their care, and patients can book them.',
    );
    expect(api.callsTo(`PATCH /api/doctor/approve/${nora._id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Dr. Nora Lindqvist is approved and can now see their patients.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve Nora Lindqvist' })).toBeNull(),
    );
    expect(api.callsTo(`PATCH /api/doctor/approve/${nora._id}`)).toHaveLength(1);
    expect(within(screen.getByRole('table')).getByText('Approved')).toBeInTheDocument();
  });

  it('approves once on a double click, before the pending state shows', async () => {
    const api = mockApi({
      'GET /api/doctor/all': { body: [nora], total: 1 },
      'PATCH /api/doctor/approve/:id': { body: { ...nora, approved: true } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Nora Lindqvist' }));
    const approve = within(screen.getByRole('alertdialog')).getByRole('button', {
      name: 'Approve',
    });
    // Two clicks before React has re-rendered with the mutation's pending state.
    act(() => {
      approve.click();
      approve.click();
    });
    expect(
      await screen.findByText('Dr. Nora Lindqvist is approved and can now see their patients.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/doctor/approve/${nora._id}`)).toHaveLength(1);
  });

  it('says when approving fails', async () => {
    mockApi({
      'GET /api/doctor/all': { body: [nora], total: 1 },
      'PATCH /api/doctor/approve/:id': { status: 500 },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Nora Lindqvist' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('Failed to approve doctor.')).toBeInTheDocument();
  });

  it("goes back without approving from the dialog's 'Go back'", async () => {
    const api = mockApi({ 'GET /api/doctor/all': { body: [nora], total: 1 } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Nora Lindqvist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo(`PATCH /api/doctor/approve/${nora._id}`)).toHaveLength(0);
  });

  it("rejects a waiting doctor from the row's menu, after asking; Delete stays last", async () => {
    const api = mockApi({
      'GET /api/doctor/all': { body: [silva, nora], total: 2 },
      'PATCH /api/doctor/reject/:id': () => {
        const rejected = { ...nora, rejected: true };
        api.on('GET /api/doctor/all', { body: [silva, rejected], total: 2 });
        return { body: rejected };
      },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Ana Silva' }),
    );
    // An approved doctor is not rejected (Delete is for them).
    expect(screen.queryByRole('menuitem', { name: 'Reject' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Nora Lindqvist' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Reject',
      'Delete',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Dr. Nora Lindqvist?' });
    expect(dialog).toHaveAccessibleDescription(
      'They will be told that their account was not approved, and will see no patient data. You can still approve them later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Dr. Nora Lindqvist was rejected and has been told.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/doctor/reject/${nora._id}`)).toHaveLength(1);
    const noraRow = await screen.findByRole('row', { name: /Nora Lindqvist/ });
    await waitFor(() => expect(noraRow).toHaveTextContent('Rejected'));
  });

  it('lists the rejected doctors apart', async () => {
    const api = mockApi({ 'GET /api/doctor/all': { body: [], total: 0 } });
    render();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status' }),
      'Rejected',
    );
    await waitFor(() => expect(api.calls.at(-1)!.query.get('rejected')).toBe('true'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      'Awaiting approval',
    );
    await waitFor(() => expect(api.calls.at(-1)!.query.get('rejected')).toBe('false'));
    expect(api.calls.at(-1)!.query.get('approved')).toBe('false');
  });

  it("asks with the spec's sentence, says what happens to the appointments, and removes the row", async () => {
    const other = doctor('Marcus', 'Okafor');
    const api = mockApi({
      'GET /api/doctor/all': { body: [silva, other], total: 2 },
      'DELETE /api/doctor/delete/:id': () => {
        api.on('GET /api/doctor/all', { body: [other], total: 1 });
        return { body: { message: 'Doctor deleted' } };
      },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Ana Silva' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this doctor?',
    });
    expect(dialog).toHaveAccessibleDescription(
      /upcoming pending or confirmed appointments will be cancelled/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ana Silva')).toBeNull());
    expect(screen.getByText('Marcus Okafor')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/doctor/delete/${silva._id}`)).toHaveLength(1);
  });

  it("says 'Failed to delete doctor.' when the deletion fails", async () => {
    mockApi({
      'GET /api/doctor/all': { body: [silva], total: 1 },
      'DELETE /api/doctor/delete/:id': { status: 500 },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Ana Silva' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete doctor.')).toBeInTheDocument();
    expect(screen.getByText('Ana Silva')).toBeInTheDocument();
  });
});
