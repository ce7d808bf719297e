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
  janeChoice,
  OMAR_ID,
  omarChoice,
} from '../../../testing/fixtures';
import { sportPlanSchema } from './sport-plan-schema';
import { SportsRecommendation } from './sport-plan-form';

function renderForm(api: MockApi, query = '') {
  api.on('GET /api/patient/choices', answerPatientChoices([janeChoice(), omarChoice()]));
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/sportNutri" element={<h1>Planner page</h1>} />
      <Route path="/doctor/sportNutri/add-Sport" element={<SportsRecommendation />} />
    </Routes>,
    { route: `/doctor/sportNutri/add-Sport${query}`, session: doctorSession },
  );
}

const rows = () => screen.queryAllByRole('group', { name: /^Sport \d$/ });

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alertSpy.mockRestore();
  resetSession();
});

describe('sportPlanSchema (spec §5)', () => {
  const errorsOf = async (values: unknown) =>
    sportPlanSchema
      .validate(values, { abortEarly: false })
      .then(() => [])
      .catch((e: { errors: string[] }) => e.errors);

  it('asks for a patient, at least one sport, and a name for each sport', async () => {
    expect(await errorsOf({ patient: '', recommendedSports: [] })).toEqual([
      'Patient is required',
      'At least one sport item is required',
    ]);
    expect(
      await errorsOf({ patient: 'p', recommendedSports: [{ name: '', duration: '1h' }] }),
    ).toEqual(['Sport name is required']);
    expect(await errorsOf({ patient: 'p', recommendedSports: [{ name: 'Yoga' }] })).toEqual([]);
  });
});

describe('Sports Recommendation', () => {
  it('has the rows of spec §2: Sport Name, Duration, Frequency, Intensity', async () => {
    renderForm(doctorApi(), `?patient=${JANE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Sports Recommendation' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jane Cooper'),
    );
    const [row] = rows();
    expect(within(row!).getByLabelText(/^Sport Name/)).toBeVisible();
    expect(within(row!).getByLabelText('Duration')).toBeVisible();
    expect(within(row!).getByLabelText('Frequency')).toBeVisible();
    const intensity = within(row!).getByLabelText('Intensity');
    expect(
      within(intensity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Select intensity --', 'Low', 'Moderate', 'High']);
  });

  it('adds and removes rows, and asks for at least one', async () => {
    const api = doctorApi();
    const user = userEvent.setup();
    renderForm(api, `?patient=${JANE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Add Another Sport' }));
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove sport 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove sport 1' }));
    expect(rows()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByText('At least one sport item is required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Another Sport' }));
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByText('Sport name is required')).toBeVisible();
    expect(api.callsTo('POST /api/sports/create')).toHaveLength(0);
  });

  it('chooses the patient by typing part of the name, and sends their id', async () => {
    const api = doctorApi();
    api.on('POST /api/sports/create', { status: 201, body: {} });
    const user = userEvent.setup();
    renderForm(api);
    await chooseOption(user, 'Patient', 'far', 'Omar Farouk');
    await user.type(screen.getByLabelText(/^Sport Name/), 'Yoga');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/sports/create')[0]?.body).toEqual({
        patient: OMAR_ID,
        recommendedSports: [{ name: 'Yoga' }],
      }),
    );
  });

  it("sends the plan with 'Submitting…' and goes back; a failure is an alert", async () => {
    const api = doctorApi();
    const held = deferred<MockReply>();
    api.on('POST /api/sports/create', () => held.promise);
    const user = userEvent.setup();
    renderForm(api, `?patient=${JANE_ID}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jane Cooper'),
    );
    await user.type(screen.getByLabelText(/^Sport Name/), 'Swimming');
    await user.type(screen.getByLabelText('Duration'), '45 minutes');
    await user.selectOptions(screen.getByLabelText('Intensity'), 'Moderate');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByRole('button', { name: /Submitting…/ })).toBeDisabled();
    held.resolve({ status: 201, body: {} });
    expect(await screen.findByRole('heading', { name: 'Planner page' })).toBeVisible();
    expect(api.callsTo('POST /api/sports/create')[0]?.body).toEqual({
      patient: JANE_ID,
      recommendedSports: [{ name: 'Swimming', duration: '45 minutes', intensity: 'moderate' }],
    });
  });

  it("alerts 'Error: ' and the message when saving fails", async () => {
    const api = doctorApi();
    api.on('POST /api/sports/create', {
      status: 403,
      body: { message: 'Your doctor account is awaiting administrator approval.' },
    });
    const user = userEvent.setup();
    renderForm(api, `?patient=${JANE_ID}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Jane Cooper'),
    );
    await user.type(screen.getByLabelText(/^Sport Name/), 'Yoga');
    await user.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Error: Your doctor account is awaiting administrator approval.',
      ),
    );
  });
});
