import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderWithProviders,
  resetSession,
  mockApi,
  type MockRoute,
} from '@careconnect/shared-ui/testing';
import { foodPlan, patientRoute, patientSession, sportPlan } from '../../../testing/fixtures';
import { PatientFeedback } from './patient-feedback';

afterEach(() => act(() => resetSession()));

const list = (rows: unknown[]) => ({
  body: rows,
  headers: { 'X-Total-Count': String(rows.length) },
});

const food = foodPlan();
const sport = sportPlan();

function routes(extra: Record<string, MockRoute> = {}) {
  return mockApi({
    ...patientRoute,
    'GET /api/foods/patient/:patientId': list([food]),
    'GET /api/sports/patient/:patientId': list([sport]),
    ...extra,
  });
}

function render(route = '/patient/feedback') {
  return renderWithProviders(<PatientFeedback />, { session: patientSession, route });
}

describe('PatientFeedback', () => {
  it('shows a spinner while the plans load', async () => {
    const api = routes({ 'GET /api/foods/patient/:patientId': 'pending' });
    render();
    await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(3));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when there is no plan to rate yet', async () => {
    routes({
      'GET /api/foods/patient/:patientId': list([]),
      'GET /api/sports/patient/:patientId': list([]),
    });
    render();
    expect(await screen.findByText('No food or sports plans to rate yet.')).toBeInTheDocument();
  });

  it("says 'Error: {message}' when the plans cannot be fetched", async () => {
    routes({ 'GET /api/sports/patient/:patientId': { status: 500, body: { message: 'Down' } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Down');
  });

  it('requires a plan and a rating', async () => {
    const user = userEvent.setup();
    const api = routes();
    render();
    await user.click(await screen.findByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Plan is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByText('No feedback given yet.')).toBeInTheDocument();
  });

  it('rates a sports plan 1–5 with a comment', async () => {
    const user = userEvent.setup();
    const api = routes({
      'POST /api/sports/feedback/:planId': { status: 201, body: {} },
    });
    render();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Plan/ }),
      `sports:${sport._id}`,
    );
    expect(
      screen.getByRole('option', { name: 'Sports plan of November 23, 2026 (Walking, Swimming)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), ' Great plan ');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/sports/feedback/${sport._id}`)[0]?.body).toEqual({
      rating: 5,
      comment: 'Great plan',
    });
  });

  it('opens on the plan named in the link, with its rating to change', async () => {
    const user = userEvent.setup();
    const rated = foodPlan({
      feedback: {
        rating: 3,
        comment: 'Too much fish',
        createdAt: '2026-11-22T12:00:00.000Z',
        updatedAt: '2026-11-22T12:00:00.000Z',
      },
    });
    const api = routes({
      'GET /api/foods/patient/:patientId': list([rated]),
      'POST /api/foods/feedback/:planId': { body: {} },
    });
    render(`/patient/feedback?plan=food:${food._id}`);
    expect(await screen.findByRole('combobox', { name: /Plan/ })).toHaveValue(`food:${food._id}`);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Too much fish');

    const mine = screen.getByRole('table');
    expect(within(mine).getAllByRole('row')[1]).toHaveTextContent('3 out of 5');
    expect(within(mine).getAllByRole('row')[1]).toHaveTextContent('Too much fish');

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await screen.findByText('Thank you for your feedback!');
    expect(api.callsTo(`POST /api/foods/feedback/${food._id}`)[0]?.body).toEqual({
      rating: 4,
      comment: 'Too much fish',
    });
  });

  it("shows the server's message when the rating is refused", async () => {
    const user = userEvent.setup();
    routes({
      'POST /api/foods/feedback/:planId': { status: 404, body: { message: 'Plan not found.' } },
    });
    render(`/patient/feedback?plan=food:${food._id}`);
    await user.click(await screen.findByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Plan not found.')).toBeInTheDocument();
  });
});
