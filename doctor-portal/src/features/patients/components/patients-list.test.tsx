import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import {
  DOCTOR_ID,
  doctorApi,
  doctorSession,
  JANE_ID,
  omar,
  patient,
} from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import { HOW_PATIENTS_ARRIVE, PatientsList } from './patients-list';

const LIST = `/api/doctor/getDoctorPatients/${DOCTOR_ID}`;
const renderList = (_api: MockApi) =>
  renderWithProviders(<PatientsList />, { route: '/doctor/patients', session: doctorSession });

afterEach(() => resetSession());

describe("The doctor's patients", () => {
  it('lists Name, Email and View', async () => {
    renderList(doctorApi().on(`GET ${LIST}`, { body: [patient(), omar()] }));
    expect(await screen.findByRole('heading', { name: 'All Patients' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'My patients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Actions']);
    const jane = within(table).getByRole('row', { name: /Jane Cooper/ });
    expect(within(jane).getByText('patient@careconnect.test')).toBeVisible();
    expect(within(jane).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/doctor/patients/view/${JANE_ID}`,
    );
  });

  it('has its loading, empty and error states', async () => {
    const api = doctorApi().on(`GET ${LIST}`, () => new Promise(() => undefined));
    const first = renderList(api);
    await waitFor(() => expect(api.callsTo(`GET ${LIST}`)).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    first.unmount();

    renderList(doctorApi().on(`GET ${LIST}`, { body: [] }));
    // A doctor with no patients yet is told how patients reach them.
    const empty = await screen.findByText(/^No patients found\./);
    expect(empty).toBeVisible();
    expect(empty).toHaveTextContent(HOW_PATIENTS_ARRIVE);
  });

  it('shows a failure with its message', async () => {
    renderList(doctorApi().on(`GET ${LIST}`, { status: 500 }));
    expect(await screen.findByText('Error: Failed to fetch patient data.')).toBeVisible();
  });

  it('searches by name', async () => {
    const api = doctorApi().on(`GET ${LIST}`, { body: [patient()] });
    const user = userEvent.setup();
    renderList(api);
    await user.type(await screen.findByLabelText('Search by name'), 'coo');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('coo'));
  });
});
