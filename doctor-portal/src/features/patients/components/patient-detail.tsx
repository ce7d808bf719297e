import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  capitalize,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorState,
  formatDate,
  isApiError,
  orNA,
  personName,
  Spinner,
  Stack,
  ButtonRow,
} from '@careconnect/shared-ui';
import { DetailList } from '../../../components/detail-list';
import type { Appointment, Patient } from '../../../lib/api-types';
import { usePatientAppointments } from '../../appointments/api/get-patient-appointments';
import { useCareAccess } from '../../care/api/get-care-access';
import { EmergencyAccessBanner, NotInCare } from '../../care/components/not-in-care';
import { MessagePatientButton } from '../../chats/components/message-patient-button';
import { AppointmentStatusBadge } from '../../appointments/components/appointment-status';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { PatientPlans } from '../../plans/components/patient-plans';
import { usePatient } from '../api/get-patient';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

function emergencyContact(patient: Patient): string | null {
  const contact = patient.emergencyContact;
  if (!contact) return null;
  const who = [contact.name, contact.relation ? `(${contact.relation})` : '']
    .filter(Boolean)
    .join(' ');
  return [who, contact.phone].filter(Boolean).join(', ') || null;
}

function insurance(patient: Patient): string | null {
  const { provider, policyNumber } = patient.insurance ?? {};
  if (!provider && !policyNumber) return null;
  return [provider, policyNumber ? `policy ${policyNumber}` : ''].filter(Boolean).join(', ');
}

const appointmentColumns: DataTableColumn<Appointment>[] = [
  { key: 'date', header: 'Date', render: (a) => formatDate(a.date) },
  { key: 'time', header: 'Time', render: (a) => a.timeSlot || 'N/A' },
  { key: 'status', header: 'Status', render: (a) => <AppointmentStatusBadge status={a.status} /> },
  { key: 'reason', header: 'Reason', render: (a) => orNA(a.reason) },
  {
    key: 'actions',
    header: 'Actions',
    render: (a) => (
      <ButtonLink variant="secondary" to={`/doctor/appointments/view/${a._id}`}>
        View
      </ButtonLink>
    ),
  },
];

function PatientAppointments({ patientId }: { patientId: string }) {
  const appointments = usePatientAppointments(patientId);
  return (
    <DataTable
      caption="Appointments with you"
      columns={appointmentColumns}
      rows={appointments.data}
      loading={appointments.isPending}
      error={appointments.isError ? `Error: ${appointments.error.message}` : undefined}
      onRetry={() => void appointments.refetch()}
      emptyText="No appointments found."
    />
  );
}

function PatientRecord({
  patient,
  emergencyUntil,
}: {
  patient: Patient;
  /** Set when the record is open through emergency access (reading only). */
  emergencyUntil?: string;
}) {
  const user = patient.user;
  const id = encodeURIComponent(patient._id);
  const emergency = emergencyUntil !== undefined;
  return (
    <Stack>
      {emergency ? <EmergencyAccessBanner until={emergencyUntil} /> : null}
      <ButtonRow>
        <ButtonLink to={`/doctor/appointments/create?patient=${id}`}>Add Appointment</ButtonLink>
        {/* Plans need the patient in the doctor's care; emergency access only reads. */}
        {emergency ? null : (
          <>
            <ButtonLink variant="secondary" to={`/doctor/sportNutri/add-Food?patient=${id}`}>
              Add Food Plan
            </ButtonLink>
            <ButtonLink variant="secondary" to={`/doctor/sportNutri/add-Sport?patient=${id}`}>
              Add Sports Plan
            </ButtonLink>
            <MessagePatientButton patientId={patient._id} />
          </>
        )}
      </ButtonRow>
      <Columns>
        <Card title="Personal Information" aria-label="Personal Information">
          <DetailList
            items={[
              ['Name', personName(user)],
              ['Email', user?.email],
              ['Phone Number', user?.phoneNumber],
              ['Gender', capitalize(user?.gender)],
              ['Date of Birth', user?.dateOfBirth ? formatDate(user.dateOfBirth) : null],
              ['Address', user?.address],
            ]}
          />
        </Card>
        <Card title="Medical Details" aria-label="Medical Details">
          <DetailList
            items={[
              ['Blood Type', patient.bloodType],
              ['Weight', patient.weight !== undefined ? `${patient.weight} kg` : null],
              ['Height', patient.height !== undefined ? `${patient.height} m` : null],
              ['Emergency Contact', emergencyContact(patient)],
              ['Insurance', insurance(patient)],
            ]}
          />
        </Card>
      </Columns>
      <Card title="Appointments">
        <PatientAppointments patientId={patient._id} />
      </Card>
      <section aria-label="Plans">
        <PatientPlans patientId={patient._id} />
      </section>
    </Stack>
  );
}

const notFound = (
  <EmptyState
    message="Patient not found."
    action={<Link to="/doctor/patients">Back to patients</Link>}
  />
);

function PatientView({ id }: { id: string }) {
  const patient = usePatient(id);
  // Asked beside the record: a 404 may mean 'not in your care', and emergency access shows.
  const access = useCareAccess(id);
  if (patient.isPending) return <Spinner />;
  if (patient.isError) {
    if (isAwaitingApproval(patient.error))
      return <ApprovalBanner message={patient.error.message} />;
    if (isApiError(patient.error) && patient.error.status === 404) {
      if (access.isPending) return <Spinner />;
      if (access.isError) return notFound;
      if (access.data.access === 'none' || access.data.access === 'requested')
        return <NotInCare access={access.data} />;
      // In care or under emergency access by now: the record is being asked for again.
      if (patient.isFetching) return <Spinner />;
      return (
        <ErrorState
          message="Error: Failed to fetch patient data."
          onRetry={() => void patient.refetch()}
        />
      );
    }
    return (
      <ErrorState
        message={`Error: ${patient.error.message || 'Failed to fetch patient data.'}`}
        onRetry={() => void patient.refetch()}
      />
    );
  }
  return (
    <PatientRecord
      patient={patient.data}
      emergencyUntil={access.data?.access === 'emergency' ? access.data.emergencyUntil : undefined}
    />
  );
}

/** Patient Details (spec §2): personal and medical details, appointments with you, plans. */
export function PatientDetail() {
  const { id = '' } = useParams();
  return (
    <DoctorScreen
      title="Patient Details"
      back={{ to: '/doctor/patients', label: 'Back to Patients' }}
    >
      {() => <PatientView id={id} />}
    </DoctorScreen>
  );
}
