import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { foodPlan, PATIENT_ID, patientRoute, patientSession } from '../../../testing/fixtures';
import { RecommendedFoods } from './recommended-foods';

afterEach(() => act(() => resetSession()));

const route = 'GET /api/foods/patient/:patientId';
const list = (rows: unknown[], total = rows.length) => ({
  body: rows,
  headers: { 'X-Total-Count': String(total) },
});

describe('RecommendedFoods', () => {
  it('shows a spinner while loading', async () => {
    const api = mockApi({ ...patientRoute, [route]: 'pending' });
    renderWithProviders(<RecommendedFoods />, { session: patientSession });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Recommended Foods' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(`GET /api/foods/patient/${PATIENT_ID}`)).toHaveLength(1),
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("says 'No food recommendations found.' when there are none", async () => {
    mockApi({ ...patientRoute, [route]: list([]) });
    renderWithProviders(<RecommendedFoods />, { session: patientSession });
    expect(await screen.findByText('No food recommendations found.')).toBeInTheDocument();
  });

  it("says 'Error: {message}' when the plans cannot be fetched", async () => {
    mockApi({ ...patientRoute, [route]: { status: 500, body: { message: 'Database down' } } });
    renderWithProviders(<RecommendedFoods />, { session: patientSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database down');
  });

  it('numbers the plans newest first: Name, Quantity, Time of Day, N/A, notes, a way to rate', async () => {
    mockApi({
      ...patientRoute,
      [route]: list([
        foodPlan(),
        foodPlan({
          _id: 'older',
          notes: undefined,
          createdAt: '2026-10-01T10:00:00.000Z',
          recommendedFoods: [{ name: 'Rice' }],
          feedback: {
            rating: 4,
            createdAt: '2026-10-02T00:00:00Z',
            updatedAt: '2026-10-02T00:00:00Z',
          },
        }),
      ]),
    });
    renderWithProviders(<RecommendedFoods />, { session: patientSession });
    const first = await screen.findByRole('region', { name: 'Recommendation 1' });
    const second = screen.getByRole('region', { name: 'Recommendation 2' });

    const table = within(first).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Quantity', 'Time of Day']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Oatmeal1 bowlBreakfast');
    expect(rows[2]).toHaveTextContent('SalmonN/AN/A');
    expect(first).toHaveTextContent('Notes: Less salt');
    expect(first).toHaveTextContent('Dr. Gregory Smith');
    expect(
      within(first).getByRole('link', { name: 'Rate this plan: Recommendation 1' }),
    ).toHaveAttribute('href', '/patient/feedback?plan=food:f0000000-0000-4000-8000-000000000001');

    expect(second).toHaveTextContent('October 1, 2026');
    expect(second).not.toHaveTextContent('Notes:');
    expect(second).toHaveTextContent('Your rating: 4 out of 5');
    expect(
      within(second).getByRole('link', { name: 'Change Rating: Recommendation 2' }),
    ).toBeInTheDocument();
  });

  it('goes on numbering on the next page', async () => {
    mockApi({
      ...patientRoute,
      [route]: ({ url }) => list([foodPlan({ _id: `p${url.searchParams.get('page')}` })], 11),
    });
    renderWithProviders(<RecommendedFoods />, { session: patientSession });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(await screen.findByRole('region', { name: 'Recommendation 11' })).toBeInTheDocument();
  });
});
