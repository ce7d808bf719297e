import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { PATIENT_ID, patientRoute, patientSession, sportPlan } from '../../../testing/fixtures';
import { RecommendedSports } from './recommended-sports';

afterEach(() => act(() => resetSession()));

const route = 'GET /api/sports/patient/:patientId';
const list = (rows: unknown[]) => ({
  body: rows,
  headers: { 'X-Total-Count': String(rows.length) },
});

describe('RecommendedSports', () => {
  it('shows a spinner while loading', async () => {
    const api = mockApi({ ...patientRoute, [route]: 'pending' });
    renderWithProviders(<RecommendedSports />, { session: patientSession });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Recommended Sports' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(`GET /api/sports/patient/${PATIENT_ID}`)).toHaveLength(1),
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("says 'No sport recommendations found.' when there are none", async () => {
    mockApi({ ...patientRoute, [route]: list([]) });
    renderWithProviders(<RecommendedSports />, { session: patientSession });
    expect(await screen.findByText('No sport recommendations found.')).toBeInTheDocument();
  });

  it("says 'Error: {message}' when the plans cannot be fetched", async () => {
    mockApi({ ...patientRoute, [route]: { status: 503, body: { message: 'Try later' } } });
    renderWithProviders(<RecommendedSports />, { session: patientSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Try later');
  });

  it('shows each plan with its long US date: Sport, Duration, Frequency, Intensity, N/A', async () => {
    mockApi({
      ...patientRoute,
      [route]: list([sportPlan({ notes: 'Warm up first' })]),
    });
    renderWithProviders(<RecommendedSports />, { session: patientSession });
    const plan = await screen.findByRole('region', { name: 'Recommendation 1' });
    expect(plan).toHaveTextContent('November 23, 2026');
    const table = within(plan).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sport', 'Duration', 'Frequency', 'Intensity']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Walking30 minDailylow');
    expect(rows[2]).toHaveTextContent('SwimmingN/AN/AN/A');
    expect(plan).toHaveTextContent('Notes: Warm up first');
    expect(
      within(plan).getByRole('link', { name: 'Rate this plan: Recommendation 1' }),
    ).toHaveAttribute('href', '/patient/feedback?plan=sports:s0000000-0000-4000-8000-000000000001');
  });
});
