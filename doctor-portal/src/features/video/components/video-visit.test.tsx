import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { announceVideoSignal } from '@careconnect/shared-ui';
import { PERMISSION_DENIED } from '@careconnect/shared-ui/video';
import { appointment, doctorSession } from '../../../testing/fixtures';
import { DoctorCall } from './video-visit';

afterEach(() => act(() => resetSession()));

const visit = appointment({ kind: 'video', status: 'confirmed' });
const room = {
  appointmentId: visit._id,
  role: 'doctor' as const,
  opensAt: '2026-11-24T09:50:00.000Z',
  closesAt: '2026-11-24T11:00:00.000Z',
  open: true,
  patientWaiting: false,
  admitted: false,
  doctorPresent: true,
  lastSignalId: 0,
};

function fakeStream(): MediaStream {
  const track = (kind: 'audio' | 'video') =>
    ({
      kind,
      enabled: true,
      stop: jest.fn(),
      getSettings: () => ({ deviceId: `${kind}-1` }),
    }) as unknown as MediaStreamTrack;
  const tracks = [track('audio'), track('video')];
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
}

const render = (getUserMedia: () => Promise<MediaStream>) =>
  renderWithProviders(
    <DoctorCall appointment={visit} options={{ getUserMedia, pollMs: 60_000 }} />,
    { session: doctorSession },
  );

describe('the doctor’s video visit', () => {
  it('shows who waits and admits them only on Admit', async () => {
    let current = room;
    const api = mockApi({
      'GET /api/video/:id': { body: room },
      'POST /api/video/:id/join': { body: room },
      'GET /api/video/:id/signals': () => ({ body: { signals: [], room: current } }),
      'POST /api/video/:id/admit': { body: { ...room, admitted: true } },
    });
    const admits = () => api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/admit'));
    render(() => Promise.resolve(fakeStream()));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Waiting for Jane Cooper to join.'),
    );
    expect(screen.queryByRole('button', { name: 'Admit Jane Cooper' })).not.toBeInTheDocument();

    // The patient joins: the live stream says a signal waits.
    current = { ...room, patientWaiting: true };
    act(() => announceVideoSignal(visit._id));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Jane Cooper is in the waiting room.'),
    );
    expect(admits()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Admit Jane Cooper' }));
    await waitFor(() => expect(admits()).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Connecting…');
  });

  it('says how to allow a blocked camera', async () => {
    mockApi({});
    render(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await screen.findByRole('alert')).toHaveTextContent(PERMISSION_DENIED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
