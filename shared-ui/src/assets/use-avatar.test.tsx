import { render, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../api/api-client';
import { sessionStore } from '../session/session-store';
import { fakeResponse, headersOf, installFetch, type FetchMock } from '../test-support/fetch-mock';
import { DEFAULT_AVATAR } from './default-avatar';
import { useAvatar } from './use-avatar';

const API = 'http://api.test';
const PHOTO = `${API}/api/files/0b91e9d2-a248-49a7-8fd1-cc2dab462ebb`;
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

let fetchMock: FetchMock;
let made: number;
const revoked: string[] = [];

beforeEach(() => {
  configureApi({ baseUrl: API });
  fetchMock = installFetch();
  made = 0;
  revoked.length = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:${API}/photo-${(made += 1)}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  sessionStore.getState().signIn({ token: 'jane-token', user });
});

afterEach(() => sessionStore.getState().logout());

const photoResponse = () =>
  Object.assign(fakeResponse(), { blob: () => Promise.resolve(new Blob(['png'])) });

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
  expect(fetchMock).not.toHaveBeenCalled();
});

it("fetches an API photo once with the session's token and shows it from memory", async () => {
  fetchMock.mockResolvedValue(photoResponse());
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
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe(PHOTO);
  expect(headersOf(init).Authorization).toBe('Bearer jane-token');

  // Signing out forgets it.
  sessionStore.getState().logout();
  await waitFor(() => expect(revoked).toEqual([`blob:${API}/photo-1`]));
});

it('keeps the default avatar when the photo cannot be fetched, and tries again later', async () => {
  fetchMock.mockResolvedValueOnce(
    fakeResponse({ status: 404, body: { message: 'Image not found' } }),
  );
  const { unmount } = render(<Photo label="menu" image={PHOTO} />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(screen.getByAltText('menu')).toHaveAttribute('src', DEFAULT_AVATAR);
  unmount();

  fetchMock.mockResolvedValueOnce(photoResponse());
  render(<Photo label="again" image={PHOTO} />);
  await waitFor(() => expect(screen.getByAltText('again').getAttribute('src')).toMatch(/^blob:/));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
