// The video visit's calls (api/src/modules/video). Shapes from the API's own contracts.
import type {
  IceConfig,
  VideoRoom,
  VideoSignal,
  VideoSignalBody,
  VideoSignalList,
} from '@careconnect/api/contracts';
import { apiRequest } from '@careconnect/shared-ui/core';

export type { IceConfig, VideoRoom, VideoSignal, VideoSignalBody, VideoSignalList };

const base = (appointmentId: string) => `/api/video/${encodeURIComponent(appointmentId)}`;

export const getVideoRoom = (appointmentId: string, signal?: AbortSignal) =>
  apiRequest<VideoRoom>(base(appointmentId), { signal });

export const joinVideoVisit = (appointmentId: string) =>
  apiRequest<VideoRoom>(`${base(appointmentId)}/join`, { method: 'POST' });

export const admitPatient = (appointmentId: string) =>
  apiRequest<VideoRoom>(`${base(appointmentId)}/admit`, { method: 'POST' });

export const leaveVideoVisit = (appointmentId: string) =>
  apiRequest<VideoRoom>(`${base(appointmentId)}/leave`, { method: 'POST' });

export const sendVideoSignal = (appointmentId: string, body: VideoSignalBody) =>
  apiRequest<void>(`${base(appointmentId)}/signals`, { method: 'POST', body });

export const getVideoSignals = (appointmentId: string, after: number) =>
  apiRequest<VideoSignalList>(`${base(appointmentId)}/signals?after=${after}`);

export const getIceConfig = (appointmentId: string) =>
  apiRequest<IceConfig>(`${base(appointmentId)}/ice`);
