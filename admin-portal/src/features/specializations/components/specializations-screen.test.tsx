import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import { SpecializationsScreen } from './specializations-screen';

const route = '/admin/specializations';
const render = () =>
  renderWithProviders(<SpecializationsScreen />, { route, path: route, session: adminSession });

afterEach(() => act(() => resetSession()));

const entry = (name: string, doctors: number, retired = false) => ({
  _id: `s-${name.toLowerCase()}`,
  name,
  retired,
  doctors,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('Specializations', () => {
  it('lists the entries, retired ones too, and adds one', async () => {
    const api = mockApi({
      'GET /api/specializations': {
        body: [entry('Cardiology', 2), entry('Homeopathy', 0, true)],
      },
      'POST /api/specializations': { status: 201, body: entry('Sleep Medicine', 0) },
    });
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table');
    const [, cardiology, homeopathy] = within(table).getAllByRole('row');
    expect(cardiology).toHaveTextContent('Cardiology2Offered');
    expect(homeopathy).toHaveTextContent('Homeopathy0Retired');
    expect(api.callsTo('GET /api/specializations')[0]?.url.searchParams.get('all')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Specialization is required')).toBeVisible();
    await user.type(screen.getByLabelText('New specialization'), 'Sleep Medicine');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Specialization added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/specializations')[0]?.body).toEqual({ name: 'Sleep Medicine' });
  });

  it('renames an entry and retires or offers one again', async () => {
    const api = mockApi({
      'GET /api/specializations': {
        body: [entry('Cardiology', 2), entry('Homeopathy', 0, true)],
      },
      'PATCH /api/specializations/:id': ({ body }) => ({
        body: { ...entry('Cardiology', 2), ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Rename Cardiology' }));
    const name = screen.getByRole('textbox', { name: 'New name for Cardiology' });
    await user.clear(name);
    await user.type(name, 'Cardiovascular Medicine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Specialization renamed.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/specializations/s-cardiology')[0]?.body).toEqual({
      name: 'Cardiovascular Medicine',
    });

    await user.click(screen.getByRole('button', { name: 'Retire Cardiology' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/specializations/s-cardiology')[1]?.body).toEqual({
        retired: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Offer again Homeopathy' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/specializations/s-homeopathy')[0]?.body).toEqual({
        retired: false,
      }),
    );
  });
});
