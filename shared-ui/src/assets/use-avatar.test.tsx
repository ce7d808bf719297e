import { render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../session/session-store';
import { API_ORIGIN as API, mockApi, type MockApi } from '../testing';
import { DEFAULT_AVATAR } from './default-avatar';
import { useAvatar } from './use-avatar';

const PHOTO_PATH = '/api/files/0b91e9d2-a248-49a7-8fd1-cc2dab462ebb';
const PHOTO = `${API}${PHOTO_PATH}`;
const user = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Cooper',
  email: 'jane@careconnect.test',
  role: 'patient',
};

function Photo({ image, label }: { image?: string | null; label: string }) {
  return <img alt={label} src={useAvatar(image)} />;
}

let api: MockApi;
let made: number;
const revoked: string[] = [];

beforeEach(() => {
  api = mockApi();
  made = 0;
  revoked.length = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:${API}/photo-${(made += 1)}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  sessionStore.getState().signIn({ token: 'jane-token', user });
});

afterEach(() => sessionStore.getState().logout());

const photo = { body: 'png', headers: { 'Content-Type': 'image/png' } };

it('shows the default avatar without an image, and an outside http image as it is', () => {
  render(
    <>
      <Photo label="none" image={null} />
      <Photo label="not http" image="me.png" />
      <Photo label="outside" image="https://images.example/jane.png" />
    </>,
  );
  expect(screen.getByAltText('none')).toHaveAttribute('src', DEFAULT_AVATAR);
  expect(screen.getByAltText('not http')).toHaveAttribute('src', DEFAULT_AVATAR);
  expect(screen.getByAltText('outside')).toHaveAttribute('src', 'https://images.example/jane.png');
  expect(api.calls).toHaveLength(0);
});

it("fetches an API photo once with the session's token and shows it from memory", async () => {
  api.on(`GET ${PHOTO_PATH}`, photo);
  render(
    <>
      <Photo label="menu" image={PHOTO} />
      <Photo label="settings" image={PHOTO} />
    </>,
  );
  // Never the API address itself: an <img> would ask for it without the token.
  expect(screen.getByAltText('menu')).toHaveAttribute('src', DEFAULT_AVATAR);
  await waitFor(() =>
    expect(screen.getByAltText('menu')).toHaveAttribute('src', `blob:${API}/photo-1`),
  );
  expect(screen.getByAltText('settings')).toHaveAttribute('src', `blob:${API}/photo-1`);
  expect(api.calls).toHaveLength(1);
  expect(api.calls[0]!.url.href).toBe(PHOTO);
  expect(api.calls[0]!.headers.authorization).toBe('Bearer jane-token');

  // Signing out forgets it.
  sessionStore.getState().logout();
  await waitFor(() => expect(revoked).toEqual([`blob:${API}/photo-1`]));
});

it('keeps the default avatar when the photo cannot be fetched, and tries again later', async () => {
  api.on(`GET ${PHOTO_PATH}`, { status: 404, body: { message: 'Image not found' } });
  const { unmount } = render(<Photo label="menu" image={PHOTO} />);
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(screen.getByAltText('menu')).toHaveAttribute('src', DEFAULT_AVATAR);
  unmount();

  api.on(`GET ${PHOTO_PATH}`, photo);
  render(<Photo label="again" image={PHOTO} />);
  await waitFor(() => expect(screen.getByAltText('again').getAttribute('src')).toMatch(/^blob:/));
  expect(api.calls).toHaveLength(2);
});
