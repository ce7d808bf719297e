import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Select } from '@careconnect/shared-ui';
import { peerLeft, dropped, WAITING_ROOM, type VideoCall, type VideoRole } from './use-video-call';

const Stage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Screens = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #10151c;
  aspect-ratio: 16 / 9;
  max-height: 70vh;
`;

const Remote = styled.video`
  width: 100%;
  height: 100%;
  object-fit: contain;
  display: block;
`;

const Preview = styled.video`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  width: 28%;
  min-width: 96px;
  max-width: 240px;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border: 2px solid #ffffff;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #000000;
  /* A mirror, as people expect to see themselves. */
  transform: scaleX(-1);
`;

const Overlay = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: #ffffff;
  font-size: 1.125rem;
  text-align: center;
`;

const Status = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const Device = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 600;
  min-width: min(100%, 220px);
`;

/** A <video> showing a stream (React has no srcObject attribute). */
function StreamVideo({
  stream,
  as: Element,
  label,
  muted,
}: {
  stream: MediaStream | null;
  as: typeof Remote;
  label: string;
  muted?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // autoPlay starts it: the person came here by a click, which lets the page play sound.
    video.srcObject = stream;
  }, [stream]);
  return <Element ref={ref} autoPlay playsInline muted={muted} aria-label={label} />;
}

/** The sentence that says where the call is, from this side. */
export function callStatus(call: VideoCall, role: VideoRole, peerName: string): string {
  switch (call.phase) {
    case 'starting':
      return 'Starting your camera and microphone…';
    case 'blocked':
      return 'Camera and microphone needed';
    case 'waiting':
      if (role === 'patient') return WAITING_ROOM;
      return call.room?.patientWaiting
        ? `${peerName} is in the waiting room.`
        : `Waiting for ${peerName} to join.`;
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return `Connected with ${peerName}`;
    case 'reconnecting':
      return dropped(role);
    case 'peer-left':
      return role === 'doctor' && call.room?.patientWaiting
        ? `${peerName} is in the waiting room.`
        : peerLeft(role);
    case 'ended':
      return 'You left the video visit.';
    default:
      return '';
  }
}

export interface VideoStageProps {
  call: VideoCall;
  role: VideoRole;
  /** 'Dr. Ana Silva', 'Lena Park'. */
  peerName: string;
  /** The side's own part: the doctor's Admit button. */
  children?: ReactNode;
}

/** The call: the other person large, the own preview small, the controls below. */
export function VideoStage({ call, role, peerName, children }: VideoStageProps) {
  const status = callStatus(call, role, peerName);
  const inCall = !['blocked', 'ended', 'starting'].includes(call.phase);
  return (
    <Stage
      aria-label="Video visit"
      data-phase={call.phase}
      data-connection-state={call.connectionState}
    >
      <Status role="status" aria-live="polite">
        {status}
      </Status>
      {call.problem ? <Problem role="alert">{call.problem}</Problem> : null}
      {children}
      <Screens>
        <StreamVideo stream={call.remoteStream} as={Remote} label={`${peerName}'s video`} />
        {call.remoteStream ? null : <Overlay aria-hidden="true">{status}</Overlay>}
        {call.localStream ? (
          <StreamVideo stream={call.localStream} as={Preview} label="Your camera" muted />
        ) : null}
      </Screens>
      <Controls>
        {call.phase === 'blocked' ? <Button onClick={call.retry}>Try again</Button> : null}
        {call.phase === 'ended' ? <Button onClick={call.rejoin}>Join again</Button> : null}
        {inCall ? (
          <>
            <Button variant="secondary" aria-pressed={call.muted} onClick={call.toggleMute}>
              {call.muted ? 'Unmute' : 'Mute'}
            </Button>
            <Button variant="secondary" aria-pressed={call.cameraOff} onClick={call.toggleCamera}>
              {call.cameraOff ? 'Turn camera on' : 'Turn camera off'}
            </Button>
            {call.cameras.length > 0 ? (
              <Device>
                Camera
                <Select
                  value={call.cameraId}
                  options={call.cameras.map((d) => ({ value: d.deviceId, label: d.label }))}
                  onChange={(event) => void call.chooseCamera(event.target.value)}
                />
              </Device>
            ) : null}
            {call.microphones.length > 0 ? (
              <Device>
                Microphone
                <Select
                  value={call.microphoneId}
                  options={call.microphones.map((d) => ({ value: d.deviceId, label: d.label }))}
                  onChange={(event) => void call.chooseMicrophone(event.target.value)}
                />
              </Device>
            ) : null}
            <Button variant="danger" onClick={() => void call.hangUp()}>
              Hang up
            </Button>
          </>
        ) : null}
      </Controls>
    </Stage>
  );
}
