import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  isApiError,
  PageHeader,
  Spinner,
  Stack,
} from '@careconnect/shared-ui';
import { AvailabilityEditor } from '@careconnect/shared-ui/schedule';
import { useCurrentDoctor } from '../../doctor/api/get-doctor';

const appointmentPath = (id: string) => `/doctor/appointments/view/${id}`;

/**
 * Settings → Availability: the doctor's own hours. Open before approval too, so a new doctor's
 * hours are ready when patients can first book.
 */
export function AvailabilityScreen() {
  const doctor = useCurrentDoctor();

  let body: ReactNode;
  if (doctor.isPending) body = <Spinner label="Loading availability" />;
  else if (doctor.isError) {
    body =
      isApiError(doctor.error) && doctor.error.status === 404 ? (
        <EmptyState
          message="Doctor not found"
          action={<Link to="/createdoc">Complete your doctor details</Link>}
        />
      ) : (
        <ErrorState
          message={`Error: ${doctor.error.message || 'Failed to fetch doctor information.'}`}
          onRetry={() => void doctor.refetch()}
        />
      );
  } else {
    body = (
      <AvailabilityEditor
        doctorId={doctor.data._id}
        audience="doctor"
        appointmentPath={appointmentPath}
      />
    );
  }

  return (
    <Stack>
      <PageHeader
        title="Availability"
        back={{ to: '/doctor/settings', label: 'Back to Settings' }}
      />
      {body}
    </Stack>
  );
}
