// One video visit's call in the browser: the camera and microphone, the waiting room, and the
// peer connection, signalled through the API. The patient's side makes the offers (and the ICE
// restarts); the doctor's side answers. Nothing is kept outside the component that uses it: each
// screen that mounts the hook has its own call, and leaving the screen ends it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@careconnect/shared-ui/core';
import {
  admitPatient,
  getIceConfig,
  getVideoRoom,
  getVideoSignals,
  joinVideoVisit,
  leaveVideoVisit,
  sendVideoSignal,
  type VideoRoom,
  type VideoSignal,
} from './video-api';
import { onVideoSignal } from './video-events';

export type VideoRole = 'patient' | 'doctor';

export type CallPhase =
  /** Asking for the camera and microphone. */
  | 'starting'
  /** Media refused or missing: `problem` says why; `retry` asks again. */
  | 'blocked'
  /** In the room, the call not started: the patient waits, the doctor sees who waits. */
  | 'waiting'
  | 'connecting'
  | 'connected'
  /** The connection dropped: ICE restart under way. */
  | 'reconnecting'
  /** The other party hung up. */
  | 'peer-left'
  /** This side hung up. */
  | 'ended';

export const PERMISSION_DENIED =
  'Your camera and microphone are blocked. Allow them for this site in your browser, then select Try again.';
export const NO_DEVICES = 'No camera or microphone was found. Connect one, then select Try again.';
export const DEVICE_BUSY =
  'Your camera or microphone is in use by another app. Close it, then select Try again.';
export const WAITING_ROOM = 'The doctor will let you in shortly.';
export const dropped = (role: VideoRole) =>
  `The connection to the ${role === 'patient' ? 'doctor' : 'patient'} dropped. Reconnecting…`;
export const peerLeft = (role: VideoRole) =>
  `The ${role === 'patient' ? 'doctor' : 'patient'} left the video visit.`;

/** What getUserMedia's refusal means to the person in front of the screen. */
export function mediaProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return PERMISSION_DENIED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_DEVICES;
  if (name === 'NotReadableError' || name === 'AbortError') return DEVICE_BUSY;
  return errorMessage(error, PERMISSION_DENIED);
}

export interface MediaDeviceChoice {
  deviceId: string;
  label: string;
}

export interface VideoCall {
  phase: CallPhase;
  /** A sentence for the person: why media is blocked, an API refusal. */
  problem: string | null;
  room: VideoRoom | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  cameras: MediaDeviceChoice[];
  microphones: MediaDeviceChoice[];
  cameraId: string;
  microphoneId: string;
  muted: boolean;
  cameraOff: boolean;
  /** The peer connection's state, for screens and tests. */
  connectionState: RTCPeerConnectionState | 'new';
  retry(): void;
  admit(): Promise<void>;
  hangUp(): Promise<void>;
  rejoin(): void;
  toggleMute(): void;
  toggleCamera(): void;
  chooseCamera(deviceId: string): Promise<void>;
  chooseMicrophone(deviceId: string): Promise<void>;
}

export interface VideoCallOptions {
  /** Test seams: the browser's own otherwise. */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  /** How often the signals are read when no live event came (a safety net), ms. */
  pollMs?: number;
  /** How long `disconnected` may last before the patient's side restarts ICE, ms. */
  restartAfterMs?: number;
}

const newSession = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

function devicesOf(list: MediaDeviceInfo[], kind: MediaDeviceKind, noun: string) {
  return list
    .filter((device) => device.kind === kind)
    .map((device, index) => ({
      deviceId: device.deviceId,
      label: device.label || `${noun} ${index + 1}`,
    }));
}

/** The call of one video visit, from the patient's or the doctor's side. */
export function useVideoCall(
  appointmentId: string,
  role: VideoRole,
  options: VideoCallOptions = {},
): VideoCall {
  const [phase, setPhase] = useState<CallPhase>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [room, setRoom] = useState<VideoRoom | null>(null);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceChoice[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceChoice[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [connectionState, setConnectionState] = useState<RTCPeerConnectionState | 'new'>('new');
  const [attempt, setAttempt] = useState(0);

  const optionsRef = useRef(options);
  const phaseRef = useRef(phase);
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);
  // The call's moving parts live in refs: signals arrive outside React's renders.
  const live = useRef({
    active: false,
    pc: null as RTCPeerConnection | null,
    session: '',
    stream: null as MediaStream | null,
    after: 0,
    admitted: false,
    pending: [] as RTCIceCandidateInit[],
    pulling: false,
    pullAgain: false,
    restartTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  });

  const closePeer = useCallback(() => {
    const state = live.current;
    clearTimeout(state.restartTimer);
    state.pc?.close();
    state.pc = null;
    state.pending = [];
    setRemoteStream(null);
    setConnectionState('new');
  }, []);

  const send = useCallback(
    async (body: Parameters<typeof sendVideoSignal>[1]) => {
      try {
        await sendVideoSignal(appointmentId, body);
      } catch (error) {
        setProblem(errorMessage(error));
      }
    },
    [appointmentId],
  );

  /** The patient's side: an offer (a new session, or an ICE restart of the current one). */
  const offer = useCallback(
    async (pc: RTCPeerConnection, iceRestart = false) => {
      const description = await pc.createOffer(iceRestart ? { iceRestart: true } : undefined);
      await pc.setLocalDescription(description);
      await send({ type: 'offer', sdp: description.sdp ?? '', session: live.current.session });
    },
    [send],
  );

  const newPeer = useCallback(
    async (session: string) => {
      closePeer();
      const state = live.current;
      const ice = await getIceConfig(appointmentId);
      const config: RTCConfiguration = {
        iceServers: ice.iceServers,
        iceTransportPolicy: ice.iceTransportPolicy,
      };
      const create = optionsRef.current.createPeerConnection ?? ((c) => new RTCPeerConnection(c));
      const pc = create(config);
      state.pc = pc;
      state.session = session;
      for (const track of state.stream?.getTracks() ?? []) pc.addTrack(track, state.stream!);
      pc.onicecandidate = (event) => {
        if (!event.candidate || state.pc !== pc) return;
        const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = event.candidate.toJSON();
        void send({
          type: 'candidate',
          candidate: { candidate: candidate ?? '', sdpMid, sdpMLineIndex, usernameFragment },
          session,
        });
      };
      pc.ontrack = (event) => {
        if (state.pc !== pc) return;
        setRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
      };
      pc.onconnectionstatechange = () => {
        if (state.pc !== pc) return;
        const now = pc.connectionState;
        setConnectionState(now);
        clearTimeout(state.restartTimer);
        if (now === 'connected') setPhase('connected');
        else if (now === 'disconnected' || now === 'failed') {
          setPhase('reconnecting');
          // The offerer restarts ICE: at once when it failed, after a short wait when it only
          // dropped (a disconnection often heals by itself).
          if (role === 'patient')
            state.restartTimer = setTimeout(
              () => {
                if (state.pc === pc && state.active) void offer(pc, true);
              },
              now === 'failed' ? 0 : (optionsRef.current.restartAfterMs ?? 3_000),
            );
        }
      };
      return pc;
    },
    [appointmentId, closePeer, offer, role, send],
  );

  const startCall = useCallback(async () => {
    setPhase('connecting');
    const pc = await newPeer(newSession());
    await offer(pc);
  }, [newPeer, offer]);

  const addCandidates = useCallback(async (pc: RTCPeerConnection) => {
    const state = live.current;
    const queued = state.pending;
    state.pending = [];
    for (const candidate of queued) await pc.addIceCandidate(candidate).catch(() => undefined);
  }, []);

  const handle = useCallback(
    async (signal: VideoSignal) => {
      const state = live.current;
      switch (signal.type) {
        case 'admit':
          if (role === 'patient') {
            state.admitted = true;
            await startCall();
          }
          return;
        case 'join':
          // The doctor came (back): a patient already let in calls again.
          if (role === 'patient' && state.admitted) await startCall();
          return;
        case 'leave':
          // A doctor who leaves before letting the patient in changes nothing for them.
          if (role === 'patient' && !state.admitted) return;
          closePeer();
          if (role === 'doctor') state.admitted = false;
          setPhase('peer-left');
          return;
        case 'offer': {
          if (role !== 'doctor' || !signal.session || !signal.sdp) return;
          let pc = state.pc;
          // A new session is a new peer connection (the patient rejoined); the same one an
          // ICE restart.
          if (!pc || state.session !== signal.session) pc = await newPeer(signal.session);
          if (phaseRef.current !== 'connected') setPhase('connecting');
          await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
          await addCandidates(pc);
          const answer = await pc.createAnswer();
          await pc.setLocalDescription(answer);
          await send({ type: 'answer', sdp: answer.sdp ?? '', session: signal.session });
          return;
        }
        case 'answer': {
          const pc = state.pc;
          if (role !== 'patient' || !pc || signal.session !== state.session || !signal.sdp) return;
          if (pc.signalingState !== 'have-local-offer') return;
          await pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
          await addCandidates(pc);
          return;
        }
        case 'candidate': {
          const pc = state.pc;
          if (!pc || signal.session !== state.session || !signal.candidate) return;
          const candidate: RTCIceCandidateInit = {
            candidate: signal.candidate.candidate,
            sdpMid: signal.candidate.sdpMid ?? null,
            sdpMLineIndex: signal.candidate.sdpMLineIndex ?? null,
            usernameFragment: signal.candidate.usernameFragment ?? null,
          };
          if (pc.remoteDescription) await pc.addIceCandidate(candidate).catch(() => undefined);
          else state.pending.push(candidate);
          return;
        }
        default:
      }
    },
    [addCandidates, closePeer, newPeer, role, send, startCall],
  );

  /** Reads the signals after the last one seen, one read at a time, each handled in order. */
  const pull = useCallback(async () => {
    const state = live.current;
    if (!state.active) return;
    if (state.pulling) {
      state.pullAgain = true;
      return;
    }
    state.pulling = true;
    try {
      do {
        state.pullAgain = false;
        const { signals, room: latest } = await getVideoSignals(appointmentId, state.after);
        if (!state.active) return;
        setRoom(latest);
        for (const signal of signals) {
          state.after = Math.max(state.after, signal.id);
          try {
            await handle(signal);
          } catch (error) {
            setProblem(errorMessage(error));
          }
        }
        if (signals.length >= 200) state.pullAgain = true;
      } while (state.pullAgain && state.active);
    } catch (error) {
      if (state.active) setProblem(errorMessage(error));
    } finally {
      state.pulling = false;
    }
  }, [appointmentId, handle]);

  // The camera and microphone, then the room. `attempt` counts Try again and Join again.
  useEffect(() => {
    const state = live.current;
    state.active = true;
    let cancelled = false;
    const getMedia =
      optionsRef.current.getUserMedia ??
      ((constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints));
    void (async () => {
      let stream: MediaStream;
      try {
        stream = await getMedia({ video: true, audio: true });
      } catch (error) {
        if (cancelled) return;
        setProblem(mediaProblem(error));
        setPhase('blocked');
        return;
      }
      if (cancelled) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      state.stream = stream;
      setLocalStream(stream);
      setCameraId(stream.getVideoTracks()[0]?.getSettings().deviceId ?? '');
      setMicrophoneId(stream.getAudioTracks()[0]?.getSettings().deviceId ?? '');
      try {
        const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
        setCameras(devicesOf(devices, 'videoinput', 'Camera'));
        setMicrophones(devicesOf(devices, 'audioinput', 'Microphone'));
      } catch {
        // The choice lists stay empty; the default devices work.
      }
      try {
        // The cursor first: what came before this join belongs to an earlier session.
        const before = await getVideoRoom(appointmentId);
        state.after = before.lastSignalId;
        const joined = await joinVideoVisit(appointmentId);
        if (cancelled) return;
        setRoom(joined);
        state.admitted = joined.admitted;
        setPhase('waiting');
        // Let in already (back after a dropped connection): the patient calls again.
        if (role === 'patient' && joined.admitted) await startCall();
        await pull();
      } catch (error) {
        if (!cancelled) setProblem(errorMessage(error));
      }
    })();
    const unsubscribe = onVideoSignal(appointmentId, () => void pull());
    const poll = setInterval(() => void pull(), optionsRef.current.pollMs ?? 5_000);
    const online = () => {
      // Back on the network: the offerer restarts ICE at once.
      if (role === 'patient' && state.pc && state.pc.connectionState !== 'connected')
        void offer(state.pc, true);
    };
    window.addEventListener('online', online);
    return () => {
      cancelled = true;
      state.active = false;
      unsubscribe();
      clearInterval(poll);
      window.removeEventListener('online', online);
      closePeer();
      state.stream?.getTracks().forEach((track) => track.stop());
      state.stream = null;
      setLocalStream(null);
    };
    // `attempt` restarts it all; the callbacks are stable for one visit and role.
  }, [appointmentId, role, attempt, closePeer, offer, pull, startCall]);

  // Leaving the screen is hanging up (best effort: the page may be closing).
  useEffect(
    () => () => {
      void leaveVideoVisit(appointmentId).catch(() => undefined);
    },
    [appointmentId],
  );

  /** Try again, Join again: media and the room from the start. */
  const restart = useCallback(() => {
    setPhase('starting');
    setProblem(null);
    setAttempt((n) => n + 1);
  }, []);

  const replaceTrack = useCallback(
    async (kind: 'video' | 'audio', deviceId: string) => {
      const state = live.current;
      const getMedia =
        optionsRef.current.getUserMedia ??
        ((constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints));
      try {
        const fresh = await getMedia({ [kind]: { deviceId: { exact: deviceId } } });
        const track = kind === 'video' ? fresh.getVideoTracks()[0] : fresh.getAudioTracks()[0];
        if (!track || !state.stream) return;
        const old =
          kind === 'video' ? state.stream.getVideoTracks()[0] : state.stream.getAudioTracks()[0];
        track.enabled = kind === 'video' ? !cameraOff : !muted;
        await state.pc
          ?.getSenders()
          .find((sender) => sender.track?.kind === kind)
          ?.replaceTrack(track);
        if (old) {
          state.stream.removeTrack(old);
          old.stop();
        }
        state.stream.addTrack(track);
        setLocalStream(new MediaStream(state.stream.getTracks()));
        if (kind === 'video') setCameraId(deviceId);
        else setMicrophoneId(deviceId);
      } catch (error) {
        setProblem(mediaProblem(error));
      }
    },
    [cameraOff, muted],
  );

  return {
    phase,
    problem,
    room,
    localStream,
    remoteStream,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    muted,
    cameraOff,
    connectionState,
    retry: restart,
    rejoin: restart,
    admit: async () => {
      try {
        setRoom(await admitPatient(appointmentId));
        live.current.admitted = true;
        setPhase('connecting');
      } catch (error) {
        setProblem(errorMessage(error));
      }
    },
    hangUp: async () => {
      const state = live.current;
      state.active = false;
      closePeer();
      state.stream?.getTracks().forEach((track) => track.stop());
      state.stream = null;
      setLocalStream(null);
      setPhase('ended');
      try {
        setRoom(await leaveVideoVisit(appointmentId));
      } catch (error) {
        setProblem(errorMessage(error));
      }
    },
    toggleMute: () => {
      const next = !muted;
      live.current.stream?.getAudioTracks().forEach((track) => (track.enabled = !next));
      setMuted(next);
    },
    toggleCamera: () => {
      const next = !cameraOff;
      live.current.stream?.getVideoTracks().forEach((track) => (track.enabled = !next));
      setCameraOff(next);
    },
    chooseCamera: (deviceId) => replaceTrack('video', deviceId),
    chooseMicrophone: (deviceId) => replaceTrack('audio', deviceId),
  };
}
