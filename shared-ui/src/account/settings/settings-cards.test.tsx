import { act, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { AreaLayout, sessionStore } from '@careconnect/shared-ui';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import {
  PasswordCard,
  PreferenceCards,
  ProfileCards,
  SignInCards,
} from '@careconnect/shared-ui/account';
import { mockApi, type MockApi } from '../../testing';

const sessionUser = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@x.test',
  role: 'patient',
};
const profile = {
  ...sessionUser,
  bio: 'Runner',
  address: '1 Main St',
  phoneNumber: '555-0100',
  dateOfBirth: '1990-05-17',
};
const USER = '/api/user/getOne/u-1';
const PROFILE = '/api/user/profile/u-1';
const IMAGE = '/api/user/image/u-1';
const PHOTO_URL = 'http://api.test/api/files/f-1';

let api: MockApi;
/** The server's copy of the user: what GET answers, what PUT and POST change. */
let stored: Record<string, unknown>;
beforeEach(() => {
  api = mockApi();
  api.on('GET /api/notify/preferences', { body: { emailCopies: {} } });
  stored = { ...profile };
  api.on(`GET ${USER}`, () => ({ body: stored }));
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => act(() => resetSession()));

/** The cards every area's Settings shows, in its order. */
function SettingsCards() {
  return (
    <>
      <ProfileCards />
      <PreferenceCards />
      <SignInCards updatePasswordPath="/patient/settings/update-pass" />
    </>
  );
}

function renderSettings() {
  return renderWithProviders(<SettingsCards />, {
    route: '/patient/settings',
    session: { token: 'token-1', user: sessionUser },
  });
}

function renderInArea() {
  return renderWithProviders(
    <AreaLayout title="Patient" menu={[{ label: 'Settings', to: '/patient/settings' }]}>
      <SettingsCards />
    </AreaLayout>,
    { route: '/patient/settings', session: { token: 'token-1', user: sessionUser } },
  );
}

/** The side menu (hidden as a closed drawer in jsdom, which applies no media query). */
function sideMenu(): HTMLElement {
  return document.querySelector('nav[aria-label="Main menu"]') as HTMLElement;
}

// Node's File: the requests go through Node's fetch and FormData, which take no jsdom File.
function file(name: string, type: string, bytes: number): File {
  const photo = new NodeFile(['x'], name, { type }) as unknown as File;
  Object.defineProperty(photo, 'size', { value: bytes });
  return photo;
}

describe('Settings cards: profile', () => {
  it('shows a spinner, then the profile in its fields', async () => {
    renderSettings();
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();

    expect(await screen.findByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Doe');
    expect(screen.getByLabelText('Bio')).toHaveValue('Runner');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Main St');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@x.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('555-0100');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-05-17');
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on(`GET ${USER}`, { status: 500, body: {} });
    renderSettings();
    expect(await screen.findByText('Failed to fetch user data.')).toBeInTheDocument();
  });

  it('saves the profile: toast, and the side menu shows the new name', async () => {
    api.on(`PUT ${PROFILE}`, (call) => {
      const body = call.body as Record<string, string>;
      stored = { ...stored, ...body };
      return { body: { message: 'User data updated successfully!', user: stored } };
    });
    renderInArea();
    const firstName = await screen.findByLabelText('First Name');
    const menu = sideMenu();
    expect(within(menu).getByText('Jane Doe')).toBeInTheDocument();

    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Janet');
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User data updated successfully!')).toBeInTheDocument();
    const [call] = api.callsTo(`PUT ${PROFILE}`);
    expect(call?.body).toEqual({
      firstName: 'Janet',
      lastName: 'Doe',
      bio: 'Runner',
      address: '',
      email: 'jane@x.test',
      phoneNumber: '555-0100',
      dateOfBirth: '1990-05-17',
    });
    expect(sessionStore.getState().user?.firstName).toBe('Janet');
    expect(within(menu).getByText('Janet Doe')).toBeInTheDocument();
    // Only identity fields reach browser storage, never the address or birth date.
    expect(localStorage.getItem('user')).toContain('Janet');
    expect(localStorage.getItem('user')).not.toContain('1990-05-17');
  });

  it("shows the server's message when saving fails", async () => {
    api.on(`PUT ${PROFILE}`, {
      status: 400,
      body: { message: 'Date of birth cannot be in the future.' },
    });
    renderSettings();
    await screen.findByLabelText('First Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Date of birth cannot be in the future.',
    );
    expect(sessionStore.getState().user?.firstName).toBe('Jane');
  });

  it('checks the fields before sending', async () => {
    renderSettings();
    await screen.findByLabelText('First Name');
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${PROFILE}`)).toHaveLength(0);
  });
});

describe('Settings cards: change email', () => {
  const CHANGE = '/api/user/email/u-1';
  const SENT =
    'Check your new address: we sent it a link to confirm the change. Your email stays the same until you open it.';

  it('keeps the profile email read-only and points to Change email', async () => {
    renderSettings();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('To change it, use Change email below.')).toBeInTheDocument();
  });

  it('sends the new address with the current password and says to check it', async () => {
    api.on(`POST ${CHANGE}`, () => ({ body: { message: SENT } }));
    renderSettings();
    await userEvent.type(await screen.findByLabelText('New Email'), 'jane.new@x.test');
    await userEvent.type(screen.getByLabelText('Current Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByText(SENT, { selector: 'p' })).toBeInTheDocument();
    const [call] = api.callsTo(`POST ${CHANGE}`);
    expect(call?.body).toEqual({
      newEmail: 'jane.new@x.test',
      currentPassword: 'secret12',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('jane@x.test');
  });

  it("checks the fields, and shows the server's refusal", async () => {
    api.on(`POST ${CHANGE}`, {
      status: 400,
      body: { message: 'The current password is not correct.' },
    });
    renderSettings();
    const newEmail = await screen.findByLabelText('New Email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    await userEvent.type(newEmail, 'jane@localhost');
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(api.callsTo(`POST ${CHANGE}`)).toHaveLength(0);
    await userEvent.clear(newEmail);
    await userEvent.type(newEmail, 'jane.new@x.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
  });
});

describe('Settings cards: photo', () => {
  it('refuses a file that is not JPEG, PNG or WebP, in the browser', async () => {
    renderSettings();
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      file('notes.gif', 'image/gif', 1000),
      { applyAccept: false },
    );
    expect(screen.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Image' })).toBeDisabled();
  });

  it('says by how much a photo just over 2 MB is too large', async () => {
    renderSettings();
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      file('edge.webp', 'image/webp', 2 * 1024 * 1024 + 1),
    );
    expect(
      screen.getByText('The photo must be 2 MB or smaller (this one is 2.1 MB).'),
    ).toBeInTheDocument();
  });

  it('refuses a photo over 2 MB, in the browser', async () => {
    renderSettings();
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      file('big.jpg', 'image/jpeg', 3.4 * 1024 * 1024),
    );
    expect(
      screen.getByText('The photo must be 2 MB or smaller (this one is 3.4 MB).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Image' })).toBeDisabled();
    expect(api.callsTo(`POST ${IMAGE}`)).toHaveLength(0);
  });

  it('previews the photo, uploads it as `image`, and the side menu shows it', async () => {
    api.on(`POST ${IMAGE}`, () => {
      stored = { ...stored, image: PHOTO_URL };
      return { body: { message: 'Image updated successfully', image: PHOTO_URL, user: stored } };
    });
    renderInArea();
    await screen.findByLabelText('First Name');
    const photo = file('me.png', 'image/png', 2 * 1024 * 1024);
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo);

    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Image' }));

    expect(await screen.findByText('Image updated successfully')).toBeInTheDocument();
    const [call] = api.callsTo(`POST ${IMAGE}`);
    const sent = call?.body as FormData;
    const image = sent.get('image') as File;
    expect([image.name, image.type, await image.text()]).toEqual(['me.png', 'image/png', 'x']);
    expect(sessionStore.getState().user?.image).toBe(PHOTO_URL);
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PHOTO_URL);
    const menu = sideMenu();
    await waitFor(() =>
      expect(within(menu).getByAltText('Profile photo')).toHaveAttribute('src', PHOTO_URL),
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it("shows the server's message when the upload is refused", async () => {
    api.on(`POST ${IMAGE}`, {
      status: 400,
      body: { message: 'The image must be a JPEG, PNG or WebP file.' },
    });
    renderSettings();
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      file('fake.jpg', 'image/jpeg', 10),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Image' }));
    expect(
      await screen.findByText('The image must be a JPEG, PNG or WebP file.'),
    ).toBeInTheDocument();
    expect(sessionStore.getState().user?.image).toBeUndefined();
  });
});

describe('Settings cards: theme and password', () => {
  it('switches the dark theme On and Off', async () => {
    renderSettings();
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveTextContent('Off');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('On');
    expect(sessionStore.getState().theme).toBe('dark');
    await userEvent.click(toggle);
    expect(sessionStore.getState().theme).toBe('light');
  });

  it('PasswordCard links where its area says', () => {
    renderWithProviders(<PasswordCard updatePasswordPath="/admin/settings/update-pass" />, {
      route: '/admin/settings',
      session: { token: 'token-1', user: sessionUser },
    });
    expect(screen.getByRole('link', { name: 'Update Password' })).toHaveAttribute(
      'href',
      '/admin/settings/update-pass',
    );
  });

  it('links to Update Password', () => {
    renderSettings();
    expect(screen.getByRole('link', { name: 'Update Password' })).toHaveAttribute(
      'href',
      '/patient/settings/update-pass',
    );
  });

  it('without a session: says so, and leaves out the cards that need a user', () => {
    renderWithProviders(<SettingsCards />, { route: '/patient/settings' });
    expect(screen.getByText('Error: User not authenticated')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Password' })).toBeInTheDocument();
    for (const title of ['Change email', 'Email copies', 'Signed-in devices', 'Two-step sign-in'])
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/notify/preferences')).toHaveLength(0);
  });
});
