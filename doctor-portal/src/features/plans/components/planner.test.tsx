import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  answerPatientChoices,
  chooseOption,
  renderWithProviders,
  resetSession,
} from '@careconnect/shared-ui/testing';
import {
  doctorApi,
  doctorSession,
  foodPlan,
  JANE_ID,
  janeChoice,
  OMAR_ID,
  sportPlan,
} from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import { FoodRecommendation } from './food-plan-form';
import { Planner } from './planner';

const PATIENTS = '/api/patient/choices';

/** The doctor's own patients: Jane Cooper, and Omar Farouk. */
function renderPlanner(api: MockApi, route = '/doctor/sportNutri') {
  api.on(
    `GET ${PATIENTS}`,
    answerPatientChoices([
      janeChoice(),
      { _id: OMAR_ID, firstName: 'Omar', lastName: 'Farouk', yours: true },
      { _id: 'p-other', firstName: 'Zoe', lastName: 'Stranger', yours: false },
    ]),
  );
  return renderWithProviders(<Planner />, { route, session: doctorSession });
}

afterEach(() => resetSession());

describe('Nutrition & Sports Planner', () => {
  it('asks for a patient first; the add buttons carry no patient yet', async () => {
    renderPlanner(doctorApi());
    expect(
      await screen.findByRole('heading', { name: 'Nutrition & Sports Planner' }),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Patient' }));
    // Only the doctor's own patients, without headings.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Jane CooperBorn April 12, 1990 · phone ending 00',
        'Omar FaroukDate of birth not given',
      ]),
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
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
    await chooseOption(user, 'Patient', 'jane', 'Jane Cooper');

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
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Omar Farouk');
  });

  it('does not show plans of a patient from the address who is not the doctor’s', async () => {
    renderPlanner(doctorApi(), '/doctor/sportNutri?patient=p-other');
    expect(
      await screen.findByText('Select a patient to see their food and sports recommendations.'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('');
  });

  it('shows a spinner while the patients load', async () => {
    const api = doctorApi();
    api.on(`GET ${PATIENTS}`, () => new Promise(() => undefined));
    renderWithProviders(<Planner />, { route: '/doctor/sportNutri', session: doctorSession });
    await waitFor(() => expect(api.callsTo(`GET ${PATIENTS}`)).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});

describe('after a plan is saved', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it('the planner shows the patient planned for, and the sports plan carries them', async () => {
    const api = doctorApi()
      .on(`GET /api/foods/patient/${JANE_ID}`, { body: [foodPlan()] })
      .on(`GET /api/sports/patient/${JANE_ID}`, { body: [] })
      .on('POST /api/foods/create', { status: 201, body: {} });
    api.on(`GET ${PATIENTS}`, answerPatientChoices([janeChoice()]));
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/doctor/sportNutri" element={<Planner />} />
        <Route path="/doctor/sportNutri/add-Food" element={<FoodRecommendation />} />
      </Routes>,
      { route: '/doctor/sportNutri', session: doctorSession },
    );

    // No patient chosen in the planner: the doctor chooses Jane in the form itself.
    await user.click(await screen.findByRole('link', { name: 'Add Food Plan' }));
    expect(await screen.findByRole('heading', { name: 'Food Recommendation' })).toBeVisible();
    await chooseOption(user, 'Patient', 'jane', 'Jane Cooper');
    await user.type(screen.getByRole('textbox', { name: /^Food Name/ }), 'Oats');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));

    expect(
      await screen.findByRole('heading', { name: 'Nutrition & Sports Planner' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jane Cooper'),
    );
    expect(await screen.findByRole('table', { name: 'Food recommendations' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Sports Plan' })).toHaveAttribute(
      'href',
      `/doctor/sportNutri/add-Sport?patient=${JANE_ID}`,
    );
  });
});
