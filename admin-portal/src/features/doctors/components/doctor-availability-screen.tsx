import { useParams } from 'react-router-dom';
import { doctorLabel, ErrorState, PageHeader, Spinner, Stack } from '@careconnect/shared-ui';
import { AvailabilityEditor } from '@careconnect/shared-ui/schedule';
import { detailError } from '../../../lib/query-error';
import { DOCTOR_ERROR, useDoctor } from '../api/get-doctor';
import { DOCTOR_NOT_FOUND } from './doctor-messages';

const appointmentPath = (id: string) => `/admin/appointments/view/${id}`;

/** Any doctor's hours, days off and booking rules, set by an administrator. */
export function DoctorAvailabilityScreen() {
  const { id = '' } = useParams();
  const doctor = useDoctor(id);

  let content;
  if (doctor.isPending) content = <Spinner label="Loading doctor" />;
  else if (doctor.isError)
    content = <ErrorState message={detailError(doctor.error, DOCTOR_NOT_FOUND, DOCTOR_ERROR)} />;
  else
    content = (
      <AvailabilityEditor doctorId={id} audience="admin" appointmentPath={appointmentPath} />
    );

  return (
    <Stack>
      <PageHeader
        title={doctor.data ? `Availability: ${doctorLabel(doctor.data.user)}` : 'Availability'}
        back={{ to: `/admin/doctors/view/${id}`, label: 'Back to Doctor Details' }}
      />
      {content}
    </Stack>
  );
}
