import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi, type MockApi } from '../../testing';
import type { SignedInDevice } from './api/signed-in-devices';
import { SignedInDevicesCard } from './signed-in-devices-card';

const user = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'patient',
};

const laptop: SignedInDevice = {
  _id: '00000000-0000-4000-8000-000000000001',
  device: 'Windows computer',
  browser: 'Firefox 145',
  place: 'This computer (loopback)',
  ip: '127.0.0.1',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-20T09:05:00.000Z',
  current: true,
};
const phone: SignedInDevice = {
  ...laptop,
  _id: '00000000-0000-4000-8000-000000000002',
  device: 'iPhone',
  browser: 'Safari 18',
  place: 'Private network',
  ip: '192.168.1.23',
  current: false,
};

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => act(() => resetSession()));

const render = (userId?: string) =>
  renderWithProviders(<SignedInDevicesCard userId={userId} />, {
    session: { token: 't', user },
  });

describe('SignedInDevicesCard', () => {
  it('lists each device with browser, network and last activity; this one is marked', async () => {
    api.on('GET /api/user/sessions', { body: [laptop, phone] });
    render();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Windows computer · Firefox 145');
    expect(rows[0]).toHaveTextContent('This computer (loopback) · 127.0.0.1');
    expect(rows[0]).toHaveTextContent('Last active Nov 20, 2026');
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('iPhone · Safari 18');
    expect(rows[1]).toHaveTextContent('Private network · 192.168.1.23');
  });

  it('signs out one device and says so', async () => {
    let devices = [laptop, phone];
    api.on('GET /api/user/sessions', () => ({ body: devices }));
    api.on(`DELETE /api/user/sessions/${phone._id}`, () => {
      devices = [laptop];
      return { body: { message: 'That device is signed out.', ended: 1 } };
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out iPhone · Safari 18' }),
    );
    expect(await screen.findByText('That device is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('iPhone · Safari 18')).not.toBeInTheDocument());
  });

  it('signs out every other device after a confirmation', async () => {
    api.on('GET /api/user/sessions', { body: [laptop, phone] });
    api.on('POST /api/user/sessions/end-others', {
      body: { message: 'Every other device is signed out.', ended: 1 },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out all other devices' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Sign out every other device? They will need to sign in again.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sign out all other devices' }),
    );
    expect(await screen.findByText('Every other device is signed out.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/sessions/end-others')).toHaveLength(1);
  });

  it("an administrator signs a user's account out everywhere", async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    api.on(`GET /api/user/sessions/user/${id}`, { body: [{ ...phone }] });
    api.on(`DELETE /api/user/sessions/user/${id}`, {
      body: { message: 'Every sign-in of this account has ended.', ended: 1 },
    });
    render(id);
    expect(await screen.findByText('iPhone · Safari 18')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sign out iPhone/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Every sign-in of this account has ended.')).toBeInTheDocument();
  });
});
