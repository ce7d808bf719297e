import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { announceVideoSignal } from '@careconnect/shared-ui';
import { dropped, PERMISSION_DENIED, WAITING_ROOM } from '@careconnect/shared-ui/video';
import { appointment, patientSession } from '../../../testing/fixtures';
import { PatientCall, VideoVisit, NOT_BY_VIDEO } from './video-visit';

afterEach(() => act(() => resetSession()));

const visit = appointment({ kind: 'video', status: 'confirmed' });
const room = {
  appointmentId: visit._id,
  role: 'patient' as const,
  opensAt: '2026-11-24T09:50:00.000Z',
  closesAt: '2026-11-24T11:00:00.000Z',
  open: true,
  patientWaiting: true,
  admitted: false,
  doctorPresent: false,
  lastSignalId: 0,
};

/** A camera and a microphone that exist only in the test. */
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

/** The part of RTCPeerConnection the call uses, driven by the test. */
class FakePeer {
  static last: FakePeer | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  offers: (RTCOfferOptions | undefined)[] = [];
  constructor() {
    FakePeer.last = this;
  }
  addTrack() {}
  getSenders() {
    return [];
  }
  createOffer(options?: RTCOfferOptions) {
    this.offers.push(options);
    return Promise.resolve({ type: 'offer' as const, sdp: `v=0 offer ${this.offers.length}` });
  }
  setLocalDescription() {
    this.signalingState = 'have-local-offer';
    return Promise.resolve();
  }
  setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = 'stable';
    return Promise.resolve();
  }
  addIceCandidate() {
    return Promise.resolve();
  }
  close() {}
  /** The browser's report of a new connection state. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

function renderCall(getUserMedia: () => Promise<MediaStream>) {
  return renderWithProviders(
    <PatientCall
      appointment={visit}
      options={{
        getUserMedia,
        createPeerConnection: () => new FakePeer() as unknown as RTCPeerConnection,
        pollMs: 60_000,
        restartAfterMs: 10,
      }}
    />,
    { session: patientSession },
  );
}

describe('the patient’s video visit', () => {
  it('says how to fix a blocked camera and microphone, and asks again on Try again', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const getUserMedia = jest
      .fn<Promise<MediaStream>, []>()
      .mockRejectedValueOnce(denied)
      .mockResolvedValueOnce(fakeStream());
    const api = mockApi({
      'GET /api/video/:id': { body: room },
      'POST /api/video/:id/join': { body: room },
      'GET /api/video/:id/signals': { body: { signals: [], room } },
    });
    renderCall(getUserMedia);
    expect(await screen.findByRole('alert')).toHaveTextContent(PERMISSION_DENIED);
    // Nobody joins a visit without a camera and microphone.
    expect(api.calls.some((c) => c.path.endsWith('/join'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(WAITING_ROOM));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('waits until admitted, then calls; a dropped connection says so and restarts ICE', async () => {
    let signals: unknown[] = [];
    const sent: unknown[] = [];
    mockApi({
      'GET /api/video/:id': { body: room },
      'POST /api/video/:id/join': { body: room },
      'GET /api/video/:id/signals': () => ({ body: { signals, room } }),
      'POST /api/video/:id/signals': (request) => {
        sent.push(request.body);
        return { status: 204 };
      },
    });
    renderCall(() => Promise.resolve(fakeStream()));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(WAITING_ROOM));
    expect(sent).toEqual([]);

    // The doctor admits: the live stream says a signal waits.
    signals = [{ id: 1, type: 'admit', from: 'doctor', at: '2026-11-24T10:00:00.000Z' }];
    act(() => announceVideoSignal(visit._id));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'offer', sdp: 'v=0 offer 1' });
    const session = (sent[0] as { session: string }).session;

    signals = [
      {
        id: 2,
        type: 'answer',
        from: 'doctor',
        sdp: 'v=0 answer',
        session,
        at: '2026-11-24T10:00:01.000Z',
      },
    ];
    act(() => announceVideoSignal(visit._id));
    const peer = FakePeer.last!;
    await waitFor(() =>
      expect(peer.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 answer' }),
    );
    act(() => peer.become('connected'));
    expect(screen.getByRole('status')).toHaveTextContent('Connected with Dr. Gregory Smith');

    act(() => peer.become('disconnected'));
    expect(screen.getByRole('status')).toHaveTextContent(dropped('patient'));
    expect(screen.getByRole('region', { name: 'Video visit' })).toHaveAttribute(
      'data-connection-state',
      'disconnected',
    );
    // The offerer restarts ICE in the same session, without reloading anything.
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(peer.offers[1]).toEqual({ iceRestart: true });
    expect(sent[1]).toMatchObject({ type: 'offer', session });

    act(() => peer.become('connected'));
    expect(screen.getByRole('status')).toHaveTextContent('Connected with Dr. Gregory Smith');
  });
});

describe('VideoVisit', () => {
  it('refuses a visit in person', async () => {
    mockApi({ 'GET /api/appointment/get/:id': { body: appointment() } });
    renderWithProviders(<VideoVisit />, {
      session: patientSession,
      route: `/patient/appointments/video/${visit._id}`,
      path: '/patient/appointments/video/:id',
    });
    expect(await screen.findByText(NOT_BY_VIDEO)).toBeInTheDocument();
  });
});
