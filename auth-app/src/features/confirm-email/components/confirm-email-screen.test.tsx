import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@careconnect/shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';
import { LINK_INCOMPLETE } from './confirm-email-screen';

const CHANGED = 'Your email address has been changed. Log in with the new address.';

describe('Confirm Email screen (/auth/confirm-email)', () => {
  it('confirms with the token of the link on a click, once, then offers Login', async () => {
    const api = mockApi();
    api.on('POST /api/user/confirm-email', { body: { message: CHANGED } });
    const user = userEvent.setup();
    renderAuth('/auth/confirm-email?token=abc-123');
    expect(screen.getByRole('heading', { name: 'Confirm Email' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(await screen.findByText(CHANGED, { selector: 'p' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/confirm-email')).toHaveLength(1);
    expect(api.callsTo('POST /api/user/confirm-email')[0]?.body).toEqual({ token: 'abc-123' });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const api = mockApi();
    const message =
      'This confirmation link is invalid, used or expired. Ask for a new one in Settings.';
    api.on('POST /api/user/confirm-email', { status: 400, body: { message } });
    const user = userEvent.setup();
    renderAuth('/auth/confirm-email?token=old');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });

  it('says when the link carries no token', () => {
    mockApi();
    renderAuth('/auth/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
    expect(screen.getByRole('button', { name: 'Confirm Email' })).toBeDisabled();
  });
});
