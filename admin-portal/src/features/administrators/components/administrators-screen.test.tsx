import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import { AdministratorsScreen } from './administrators-screen';

const route = '/admin/administrators';
const render = () =>
  renderWithProviders(<AdministratorsScreen />, { route, path: route, session: adminSession });

jest.setTimeout(20_000);
afterEach(() => act(() => resetSession()));

const administrator = (
  firstName: string,
  lastName: string,
  extra: { twoStep?: boolean; invitationPending?: boolean } = {},
) => ({
  _id: `00000000-0000-4000-8000-${lastName.length.toString().padStart(12, '0')}`,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@clinic.example`,
  twoStep: extra.twoStep ?? true,
  invitationPending: extra.invitationPending ?? false,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('Administrators', () => {
  it('lists each administrator with two-step sign-in and a pending invitation', async () => {
    mockApi({
      'GET /api/admin/administrators': {
        body: [
          administrator('Ada', 'Admin'),
          administrator('Bea', 'Newcomer', { twoStep: false, invitationPending: true }),
        ],
      },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Administrators' })).toBeVisible();
    const table = await screen.findByRole('table', { name: "The clinic's administrators" });
    const [header, ada, bea] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('NameEmailTwo-step sign-inStatus');
    expect(ada).toHaveTextContent('Ada Adminada@clinic.exampleOnActive');
    expect(bea).toHaveTextContent('Bea Newcomerbea@clinic.exampleOffInvitation pending');
  });

  it('checks the fields, invites, and shows the new administrator', async () => {
    let invited = false;
    const api = mockApi({
      'GET /api/admin/administrators': () => ({
        body: [
          administrator('Ada', 'Admin'),
          ...(invited
            ? [administrator('Cleo', 'Invitee', { twoStep: false, invitationPending: true })]
            : []),
        ],
      }),
      'POST /api/admin/administrators': () => {
        invited = true;
        return {
          status: 201,
          body: {
            message: 'Invitation sent.',
            administrator: administrator('Cleo', 'Invitee', {
              twoStep: false,
              invitationPending: true,
            }),
          },
        };
      },
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('Ada Admin');
    const form = screen.getByRole('form', { name: 'Invite an administrator' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('First name is required.')).toBeVisible();
    expect(within(form).getByText('Last name is required.')).toBeVisible();
    expect(within(form).getByText('Email is required.')).toBeVisible();
    await user.type(within(form).getByLabelText(/^Email/), 'cleo@clinic');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeVisible();
    expect(api.callsTo('POST /api/admin/administrators')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^First Name/), ' Cleo ');
    await user.type(within(form).getByLabelText(/^Last Name/), 'Invitee');
    await user.type(within(form).getByLabelText(/^Email/), '.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to cleo@clinic.example.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/administrators')[0]?.body).toEqual({
      firstName: 'Cleo',
      lastName: 'Invitee',
      email: 'cleo@clinic.example',
    });
    expect(await screen.findByText('Invitation pending')).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText(/^Email/)).toHaveValue(''));
  });

  it('shows a taken address under the Email field', async () => {
    mockApi({
      'GET /api/admin/administrators': { body: [administrator('Ada', 'Admin')] },
      'POST /api/admin/administrators': {
        status: 409,
        body: { message: 'An account with this email already exists.' },
      },
    });
    const user = userEvent.setup();
    render();
    const form = screen.getByRole('form', { name: 'Invite an administrator' });
    await user.type(within(form).getByLabelText(/^First Name/), 'Dora');
    await user.type(within(form).getByLabelText(/^Last Name/), 'Duplicate');
    await user.type(within(form).getByLabelText(/^Email/), 'ada@clinic.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText('An account with this email already exists.'),
    ).toBeVisible();
  });

  it('sends an invitation again, and removes another administrator after asking', async () => {
    let removed = false;
    const me = { ...administrator('Alex', 'Morgan'), _id: adminSession.user._id };
    const bea = administrator('Bea', 'Newcomer', { twoStep: false, invitationPending: true });
    const carl = administrator('Carl', 'Co');
    const api = mockApi({
      'GET /api/admin/administrators': () => ({
        body: removed ? [me, bea] : [me, bea, carl],
      }),
      [`POST /api/admin/administrators/${bea._id}/invitation`]: {
        body: { message: 'Invitation sent again.', administrator: bea },
      },
      [`DELETE /api/admin/administrators/${carl._id}`]: () => {
        removed = true;
        return { body: { message: 'Administrator removed.', administrator: carl } };
      },
    });
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table', { name: "The clinic's administrators" });
    await within(table).findByText('Carl Co');
    // One's own row has no menu: another administrator removes them.
    expect(
      within(table).queryByRole('button', { name: 'More actions for Alex Morgan' }),
    ).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Alex Morganalex@clinic.exampleOnActiveYou',
    );

    await user.click(within(table).getByRole('button', { name: 'More actions for Bea Newcomer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send invitation again' }));
    expect(
      await screen.findByText(
        'Invitation sent again to bea@clinic.example. The earlier link no longer works.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/administrators/${bea._id}/invitation`)).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'More actions for Carl Co' }));
    expect(screen.queryByRole('menuitem', { name: 'Send invitation again' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this administrator?' });
    expect(dialog).toHaveTextContent(
      'Carl Co is signed out everywhere and can no longer sign in. The record of what they did stays.',
    );
    expect(api.callsTo(`DELETE /api/admin/administrators/${carl._id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Administrator removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Carl Co')).not.toBeInTheDocument());
  });
});
