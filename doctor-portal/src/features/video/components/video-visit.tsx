import { useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  personName,
  Spinner,
} from '@careconnect/shared-ui';
import { useVideoCall, VideoStage, type VideoCallOptions } from '@careconnect/shared-ui/video';
import type { Appointment } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useAppointment } from '../../appointments/api/get-appointment';

export const NOT_BY_VIDEO = 'This appointment is a visit in person, not a video visit.';

/** The doctor's side of the call: who waits, Admit, then the call. */
export function DoctorCall({
  appointment,
  options,
}: {
  appointment: Appointment;
  options?: VideoCallOptions;
}) {
  const call = useVideoCall(appointment._id, 'doctor', options);
  const name = personName(appointment.patient.user) ?? 'The patient';
  const waiting = call.room?.patientWaiting === true && !['blocked', 'ended'].includes(call.phase);
  return (
    <VideoStage call={call} role="doctor" peerName={name}>
      {waiting ? (
        <div>
          <Button onClick={() => void call.admit()} aria-label={`Admit ${name}`}>
            Admit
          </Button>
        </div>
      ) : null}
    </VideoStage>
  );
}

function VisitView({ id }: { id: string }) {
  const appointment = useAppointment(id);
  if (appointment.isPending) return <Spinner />;
  if (appointment.isError) {
    if (isAwaitingApproval(appointment.error))
      return <ApprovalBanner message={appointment.error.message} />;
    return isApiError(appointment.error) && appointment.error.status === 404 ? (
      <EmptyState message="Appointment not found." />
    ) : (
      <ErrorState
        message={`Error: ${appointment.error.message || 'Failed to fetch appointment'}`}
        onRetry={() => void appointment.refetch()}
      />
    );
  }
  if (appointment.data.kind !== 'video') return <ErrorState message={NOT_BY_VIDEO} />;
  return <DoctorCall appointment={appointment.data} />;
}

/** Video visit (/doctor/appointments/video/{id}): opened by "Join video visit". */
export function VideoVisit() {
  const { id = '' } = useParams();
  return (
    <DoctorScreen
      title="Video Visit"
      back={{ to: `/doctor/appointments/view/${id}`, label: 'Back to Appointment Details' }}
    >
      {() => <VisitView id={id} />}
    </DoctorScreen>
  );
}
