import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careconnect/shared-ui/testing';
import { loadedRemoteApp, remoteAppModule, type RemoteModule } from './load-remote-app';
import { RemoteArea } from './remote-area';

jest.mock('./load-remote-app', () => ({
  remoteAppModule: jest.fn(),
  loadedRemoteApp: jest.fn(),
}));

const load = jest.mocked(remoteAppModule);
const loaded = jest.mocked(loadedRemoteApp);
const app = (text: string): RemoteModule => ({ default: () => <p>{text}</p> });

/** A load the test settles by hand. */
function pending() {
  let settle!: { resolve: (m: RemoteModule) => void; reject: (e: unknown) => void };
  const promise = new Promise<RemoteModule>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

beforeEach(() => {
  load.mockReset();
  loaded.mockReset();
});

describe('RemoteArea', () => {
  it('shows the loading screen, then the area as soon as its module is in', async () => {
    const next = pending();
    load.mockReturnValue(next.promise);
    renderWithProviders(<RemoteArea remote="patient_portal" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('patient_portal', 0);

    jest.useFakeTimers();
    try {
      await act(async () => next.resolve(app('Patient area')));
      // No timer has to run: the area is committed with the state update, not held back as a
      // Suspense reveal.
      expect(screen.getByText('Patient area')).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows an area loaded before at once, without asking again', () => {
    loaded.mockReturnValue(app('Doctor area'));
    renderWithProviders(<RemoteArea remote="doctor_portal" />);
    expect(screen.getByText('Doctor area')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('says the area is unavailable when it cannot be loaded, and Retry loads it again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockReturnValueOnce(Promise.reject(new Error('down')));
    renderWithProviders(<RemoteArea remote="admin_portal" />);
    expect(
      await screen.findByRole('heading', { name: 'This area is unavailable right now' }),
    ).toBeInTheDocument();

    load.mockReturnValueOnce(Promise.resolve(app('Admin area')));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('admin_portal', 1);
    log.mockRestore();
  });
});
