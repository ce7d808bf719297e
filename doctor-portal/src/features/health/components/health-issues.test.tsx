import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { complaint, doctor, doctorApi, doctorSession } from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import { HealthIssues } from './health-issues';

const LIST = '/api/health/all';
const renderHealth = (_api: MockApi, route = '/doctor/health') =>
  renderWithProviders(<HealthIssues />, { route, session: doctorSession });

afterEach(() => resetSession());

describe('Patient Health Issues', () => {
  it("lists the doctor's patients' complaints with their status", async () => {
    renderHealth(
      doctorApi().on(`GET ${LIST}`, {
        body: [
          complaint(),
          complaint({ _id: 'hc-2', subject: 'Knee swelling', status: 'resolved' }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Patient Health Issues' })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Patient', 'Health Issue', 'Reported', 'Status', 'Change Status']);
    const row = within(table).getByRole('row', { name: /Recurring headaches/ });
    expect(within(row).getByText('Jane Cooper')).toBeVisible();
    expect(within(row).getByText('Most afternoons.')).toBeVisible();
    expect(within(row).getByText('Open', { selector: 'span' })).toBeVisible();
    expect(within(row).getByLabelText('Status of “Recurring headaches”')).toHaveValue('open');
  });

  it('filters by status', async () => {
    const api = doctorApi().on(`GET ${LIST}`, { body: [] });
    const user = userEvent.setup();
    renderHealth(api);
    expect(await screen.findByText('No health issues found.')).toBeVisible();
    expect(api.calls.at(-1)?.query.get('status')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'In review');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('status')).toBe('in review'));
  });

  it('changes a status (the server notifies the patient)', async () => {
    const api = doctorApi().on(`GET ${LIST}`, { body: [complaint()] });
    api.on('PATCH /api/health/status/hc-1', { body: complaint({ status: 'in review' }) });
    const user = userEvent.setup();
    renderHealth(api);
    await user.selectOptions(
      await screen.findByLabelText('Status of “Recurring headaches”'),
      'In review',
    );
    expect(await screen.findByText('“Recurring headaches” is now in review.')).toBeVisible();
    expect(api.callsTo('PATCH /api/health/status/hc-1')[0]?.body).toEqual({
      status: 'in review',
    });
  });

  it('shows a failure, and the banner to an unapproved doctor', async () => {
    const first = renderHealth(
      doctorApi().on(`GET ${LIST}`, { status: 500, body: { message: 'Down' } }),
    );
    expect(await screen.findByText('Error: Down')).toBeVisible();
    first.unmount();
    resetSession();
    renderHealth(doctorApi(doctor({ approved: false })));
    expect(await screen.findByText('Awaiting administrator approval')).toBeVisible();
  });
});
