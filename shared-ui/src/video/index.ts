// @careconnect/shared-ui/video: the call of a video visit (camera, microphone, peer connection,
// signalling through the API) and its stage. Loaded with the call screens only.
export * from './video-api';
export {
  useVideoCall,
  mediaProblem,
  dropped,
  peerLeft,
  PERMISSION_DENIED,
  NO_DEVICES,
  DEVICE_BUSY,
  WAITING_ROOM,
} from './use-video-call';
export type {
  CallPhase,
  MediaDeviceChoice,
  VideoCall,
  VideoCallOptions,
  VideoRole,
} from './use-video-call';
export { VideoStage, callStatus } from './video-stage';
export type { VideoStageProps } from './video-stage';
