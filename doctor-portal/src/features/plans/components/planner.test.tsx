import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import {
  DOCTOR_ID,
  doctorApi,
  doctorSession,
  foodPlan,
  JANE_ID,
  OMAR_ID,
  omar,
  patient,
  sportPlan,
} from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import { Planner } from './planner';

const PATIENTS = `/api/doctor/getDoctorPatients/${DOCTOR_ID}`;

function renderPlanner(api: MockApi, route = '/doctor/sportNutri') {
  api.on(`GET ${PATIENTS}`, { body: [patient(), omar()] });
  return renderWithProviders(<Planner />, { route, session: doctorSession });
}

afterEach(() => resetSession());

describe('Nutrition & Sports Planner', () => {
  it('asks for a patient first; the add buttons carry no patient yet', async () => {
    renderPlanner(doctorApi());
    expect(
      await screen.findByRole('heading', { name: 'Nutrition & Sports Planner' }),
    ).toBeVisible();
    const select = await screen.findByLabelText('Patient');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Select patient --', 'Jane Cooper', 'Omar Farouk']);
    expect(
      screen.getByText('Select a patient to see their food and sports recommendations.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Food Plan' })).toHaveAttribute(
      'href',
      '/doctor/sportNutri/add-Food',
    );
  });

  it("shows the chosen patient's food and sports tables, and passes the patient to the forms", async () => {
    const api = doctorApi()
      .on(`GET /api/foods/patient/${JANE_ID}`, { body: [foodPlan()] })
      .on(`GET /api/sports/patient/${JANE_ID}`, { body: [sportPlan()] });
    const user = userEvent.setup();
    renderPlanner(api);
    await user.selectOptions(await screen.findByLabelText('Patient'), 'Jane Cooper');

    const food = await screen.findByRole('table', { name: 'Food recommendations' });
    expect(
      within(food)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Food Name', 'Quantity', 'Time of Day', 'Notes']);
    const [, oats, almonds] = within(food).getAllByRole('row');
    expect(
      within(oats!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Oatmeal with berries', '1 bowl', 'Breakfast', 'Drink water.']);
    expect(
      within(almonds!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'Almonds', 'N/A', 'N/A', '']);

    const sports = await screen.findByRole('table', { name: 'Sports recommendations' });
    expect(
      within(sports)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Sport', 'Duration', 'Frequency', 'Intensity', 'Notes']);
    expect(within(sports).getByText('Swimming')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Add Food Plan' })).toHaveAttribute(
      'href',
      `/doctor/sportNutri/add-Food?patient=${JANE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add Sports Plan' })).toHaveAttribute(
      'href',
      `/doctor/sportNutri/add-Sport?patient=${JANE_ID}`,
    );
  });

  it('says so when the patient has no plans, and shows a failure as an error', async () => {
    const api = doctorApi()
      .on(`GET /api/foods/patient/${OMAR_ID}`, { body: [] })
      .on(`GET /api/sports/patient/${OMAR_ID}`, { status: 500, body: { message: 'Boom' } });
    renderPlanner(api, `/doctor/sportNutri?patient=${OMAR_ID}`);
    expect(await screen.findByText('No food recommendations found.')).toBeVisible();
    expect(await screen.findByText('Error: Boom')).toBeVisible();
    expect(screen.getByLabelText('Patient')).toHaveValue(OMAR_ID);
  });

  it('shows a spinner while the patients load', async () => {
    const api = doctorApi();
    api.on(`GET ${PATIENTS}`, () => new Promise(() => undefined));
    renderWithProviders(<Planner />, { route: '/doctor/sportNutri', session: doctorSession });
    await waitFor(() => expect(api.callsTo(`GET ${PATIENTS}`)).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});
