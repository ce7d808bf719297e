import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderWithProviders,
  resetSession,
  mockApi,
  type MockApi,
} from '@careconnect/shared-ui/testing';
import { doctorSession } from '../../../testing/fixtures';
import { AwayMessageCard } from './away-message-card';

const AWAY = '/api/doctor/away-message';
let api: MockApi;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => act(() => resetSession()));

const render = () => renderWithProviders(<AwayMessageCard />, { session: doctorSession });

describe('AwayMessageCard', () => {
  it('shows the current note and saves the new one, trimmed', async () => {
    api.on(`GET ${AWAY}`, { body: { awayMessage: 'Back on Monday.' } });
    api.on(`PUT ${AWAY}`, { body: { awayMessage: 'On leave until Dec 1.' } });
    render();
    const box = await screen.findByRole('textbox', { name: 'Away message' });
    expect(box).toHaveValue('Back on Monday.');
    expect(screen.getByText('15 / 300')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '  On leave until Dec 1. ');
    await userEvent.click(screen.getByRole('button', { name: 'Save away message' }));
    expect(await screen.findByText('Away message saved.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${AWAY}`)[0]!.body).toEqual({ message: 'On leave until Dec 1.' });
  });

  it('Clear removes the note (null)', async () => {
    api.on(`GET ${AWAY}`, { body: { awayMessage: 'Away.' } });
    api.on(`PUT ${AWAY}`, { body: { awayMessage: null } });
    render();
    await screen.findByDisplayValue('Away.');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Away message cleared.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${AWAY}`)[0]!.body).toEqual({ message: null });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Away message' })).toHaveValue(''),
    );
  });

  it("keeps to 300 characters and shows the server's refusal", async () => {
    api.on(`GET ${AWAY}`, { body: { awayMessage: null } });
    api.on(`PUT ${AWAY}`, { status: 400, body: { message: 'The away message is too long.' } });
    render();
    const box = await screen.findByRole('textbox', { name: 'Away message' });
    expect(box).toHaveAttribute('maxLength', '300');
    await userEvent.type(box, 'Out');
    await userEvent.click(screen.getByRole('button', { name: 'Save away message' }));
    expect(await screen.findByText('The away message is too long.')).toBeInTheDocument();
  });
});
