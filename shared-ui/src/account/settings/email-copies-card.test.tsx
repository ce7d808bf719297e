import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi, type MockApi } from '../../testing';
import { EmailCopiesCard } from './email-copies-card';

const user = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'patient',
};
const PREFS = '/api/notify/preferences';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => act(() => resetSession()));

function render(kinds?: Parameters<typeof EmailCopiesCard>[0]['kinds']) {
  return renderWithProviders(<EmailCopiesCard kinds={kinds} />, {
    session: { token: 't', user },
  });
}

function bodyOf(index: number) {
  return api.callsTo(`PUT ${PREFS}`)[index]!.body;
}

describe('EmailCopiesCard', () => {
  it('one switch per kind; a kind missing from the settings is on', async () => {
    api.on(`GET ${PREFS}`, { body: { emailCopies: { plan: false, message: true } } });
    render();
    expect(await screen.findByRole('heading', { name: 'Email copies' })).toBeInTheDocument();
    expect(await screen.findAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: /^Appointments/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Food and sports plans/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Care team/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Messages/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Appointment reminders/ })).toBeChecked();
  });

  it('a switch saves every kind at once and says so', async () => {
    let saved: unknown = { emailCopies: {} };
    api.on(`GET ${PREFS}`, () => ({ body: saved }));
    api.on(`PUT ${PREFS}`, (call) => {
      saved = call.body;
      return { body: saved };
    });
    render();
    await userEvent.click(await screen.findByRole('switch', { name: /^Messages/ }));
    expect(await screen.findByText('Email settings saved.')).toBeInTheDocument();
    expect(bodyOf(0)).toEqual({ emailCopies: { message: false } });
    expect(screen.getByRole('switch', { name: /^Messages/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: /^Appointment reminders/ }));
    await waitFor(() => expect(api.callsTo(`PUT ${PREFS}`)).toHaveLength(2));
    expect(bodyOf(1)).toEqual({ emailCopies: { message: false, reminder: false } });
  });

  it('a failed save puts the switch back and shows the error', async () => {
    api.on(`GET ${PREFS}`, { body: { emailCopies: {} } });
    api.on(`PUT ${PREFS}`, { status: 500, body: {} });
    render();
    const toggle = await screen.findByRole('switch', { name: /^Appointments/ });
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to save your email settings.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows only the kinds an area offers', async () => {
    api.on(`GET ${PREFS}`, { body: { emailCopies: {} } });
    render(['appointment', 'care']);
    expect(await screen.findAllByRole('switch')).toHaveLength(2);
  });
});
