import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  answerPatientChoices,
  chooseOption,
  renderWithProviders,
  resetSession,
  deferred,
  type MockReply,
  type MockApi,
} from '@careconnect/shared-ui/testing';
import {
  doctorApi,
  doctorSession,
  JANE_ID,
  OMAR_ID,
  janeChoice,
  omarChoice,
} from '../../../testing/fixtures';
import { foodPlanSchema } from './food-plan-schema';
import { FoodRecommendation } from './food-plan-form';

function renderForm(api: MockApi, query = '') {
  api.on('GET /api/patient/choices', answerPatientChoices([janeChoice(), omarChoice()]));
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/sportNutri" element={<h1>Planner page</h1>} />
      <Route path="/doctor/sportNutri/add-Food" element={<FoodRecommendation />} />
    </Routes>,
    { route: `/doctor/sportNutri/add-Food${query}`, session: doctorSession },
  );
}

const rows = () => screen.queryAllByRole('group', { name: /^Food \d$/ });

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alertSpy.mockRestore();
  resetSession();
});

describe('foodPlanSchema (spec §5)', () => {
  const errorsOf = async (values: unknown) =>
    foodPlanSchema
      .validate(values, { abortEarly: false })
      .then(() => [])
      .catch((e: { errors: string[] }) => e.errors);

  it('asks for a patient, at least one food, and a name for each food', async () => {
    expect(await errorsOf({ patient: '', recommendedFoods: [], notes: '' })).toEqual([
      'Patient is required',
      'At least one food item is required',
    ]);
    expect(
      await errorsOf({ patient: 'p', recommendedFoods: [{ name: ' ', quantity: '1' }], notes: '' }),
    ).toEqual(['Food name is required']);
    expect(await errorsOf({ patient: 'p', recommendedFoods: [{ name: 'Oats' }] })).toEqual([]);
  });
});

describe('Food Recommendation', () => {
  it('preselects the planner patient and starts with one food row', async () => {
    renderForm(doctorApi(), `?patient=${OMAR_ID}`);
    expect(await screen.findByRole('heading', { name: 'Food Recommendation' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Omar Farouk'),
    );
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('Additional Notes')).toBeVisible();
  });

  it('adds and removes rows', async () => {
    const user = userEvent.setup();
    renderForm(doctorApi());
    await user.click(await screen.findByRole('button', { name: 'Add Another Food' }));
    await user.click(screen.getByRole('button', { name: 'Add Another Food' }));
    expect(rows()).toHaveLength(3);
    const names = screen.getAllByLabelText(/^Food Name/);
    await user.type(names[0]!, 'Oats');
    await user.type(names[1]!, 'Crisps');
    await user.type(names[2]!, 'Salmon');
    await user.click(screen.getByRole('button', { name: 'Remove food 2' }));
    expect(rows()).toHaveLength(2);
    expect(
      screen.getAllByLabelText(/^Food Name/).map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Oats', 'Salmon']);
  });

  it('shows the spec §5 messages and sends nothing', async () => {
    const api = doctorApi();
    const user = userEvent.setup();
    renderForm(api);
    await user.click(await screen.findByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByText('Patient is required')).toBeVisible();
    expect(screen.getByText('Food name is required')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove food 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByText('At least one food item is required')).toBeVisible();
    expect(api.callsTo('POST /api/foods/create')).toHaveLength(0);
  });

  it('chooses the patient by typing part of the name, and sends their id', async () => {
    const api = doctorApi();
    api.on('POST /api/foods/create', { status: 201, body: {} });
    const user = userEvent.setup();
    renderForm(api);
    await chooseOption(user, 'Patient', 'Jan', 'Jane Cooper');
    await user.type(screen.getByLabelText(/^Food Name/), 'Oats');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/foods/create')[0]?.body).toEqual({
        patient: JANE_ID,
        recommendedFoods: [{ name: 'Oats' }],
      }),
    );
  });

  it("sends the rows, shows 'Submitting…', then goes back one page", async () => {
    const api = doctorApi();
    const held = deferred<MockReply>();
    api.on('POST /api/foods/create', () => held.promise);
    const user = userEvent.setup();
    renderForm(api, `?patient=${JANE_ID}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jane Cooper'),
    );
    await user.click(screen.getByRole('button', { name: 'Add Another Food' }));
    const [first, second] = rows();
    await user.type(within(first!).getByLabelText(/^Food Name/), 'Oatmeal');
    await user.type(within(first!).getByLabelText('Quantity'), '1 bowl');
    await user.type(within(first!).getByLabelText('Time of Day'), 'Breakfast');
    await user.type(within(second!).getByLabelText(/^Food Name/), 'Almonds');
    await user.type(screen.getByLabelText('Additional Notes'), 'Drink water');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));

    expect(await screen.findByRole('button', { name: /Submitting…/ })).toBeDisabled();
    held.resolve({ status: 201, body: {} });
    expect(await screen.findByText('Food recommendation added.')).toBeVisible();
    expect(api.callsTo('POST /api/foods/create')[0]?.body).toEqual({
      patient: JANE_ID,
      recommendedFoods: [
        { name: 'Oatmeal', quantity: '1 bowl', timeOfDay: 'Breakfast' },
        { name: 'Almonds' },
      ],
      notes: 'Drink water',
    });
    // Opened directly, there is no page before it: it goes to the planner instead.
    expect(await screen.findByRole('heading', { name: 'Planner page' })).toBeVisible();
  });

  it("alerts 'Error: ' and the server's message when saving fails", async () => {
    const api = doctorApi();
    api.on('POST /api/foods/create', { status: 404, body: { message: 'Patient not found.' } });
    const user = userEvent.setup();
    renderForm(api, `?patient=${JANE_ID}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jane Cooper'),
    );
    await user.type(screen.getByLabelText(/^Food Name/), 'Oatmeal');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Patient not found.'));
    expect(screen.getByRole('button', { name: 'Submit Recommendation' })).toBeEnabled();
  });

  it('alerts the status text when the server sends no message', async () => {
    const api = doctorApi();
    api.on('POST /api/foods/create', { status: 502, statusText: 'Bad Gateway' });
    const user = userEvent.setup();
    renderForm(api, `?patient=${JANE_ID}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jane Cooper'),
    );
    await user.type(screen.getByLabelText(/^Food Name/), 'Oatmeal');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Bad Gateway'));
  });
});
