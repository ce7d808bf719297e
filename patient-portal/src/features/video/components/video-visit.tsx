import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  BackLink,
  ErrorState,
  errorMessage,
  isApiError,
  Spinner,
  Stack,
  PageHeader,
} from '@careconnect/shared-ui';
import { useVideoCall, VideoStage, type VideoCallOptions } from '@careconnect/shared-ui/video';
import type { Appointment } from '../../../lib/api-types';
import { doctorName } from '../../../lib/format';
import { useAppointment } from '../../appointments/api/get-appointment';

export const NOT_BY_VIDEO = 'This appointment is a visit in person, not a video visit.';

/** The patient's side of the call: the waiting room until the doctor lets them in. */
export function PatientCall({
  appointment,
  options,
}: {
  appointment: Appointment;
  options?: VideoCallOptions;
}) {
  const call = useVideoCall(appointment._id, 'patient', options);
  return <VideoStage call={call} role="patient" peerName={doctorName(appointment.doctor)} />;
}

/** Video visit (/patient/appointments/video/{id}): opened by "Join video visit". */
export function VideoVisit() {
  const { id = '' } = useParams();
  const { data: appointment, error, isPending, refetch } = useAppointment(id);

  let body: ReactNode;
  if (isPending) body = <Spinner label="Loading appointment" />;
  else if (error || !appointment)
    body =
      isApiError(error) && error.status === 404 ? (
        <ErrorState message={errorMessage(error)} />
      ) : (
        <ErrorState
          message={errorMessage(error, 'Failed to fetch appointment')}
          onRetry={() => void refetch()}
        />
      );
  else if (appointment.kind !== 'video') body = <ErrorState message={NOT_BY_VIDEO} />;
  else body = <PatientCall appointment={appointment} />;

  return (
    <Stack>
      <div>
        <BackLink to={`/patient/appointments/view/${encodeURIComponent(id)}`}>
          Back to Appointment Details
        </BackLink>
        <PageHeader title="Video Visit" />
      </div>
      {body}
    </Stack>
  );
}
