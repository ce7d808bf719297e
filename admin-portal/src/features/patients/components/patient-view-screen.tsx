import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  DataTable,
  type DataTableColumn,
  doctorLabel,
  ErrorState,
  formatDate,
  NA,
  orNA,
  PageHeader,
  Pagination,
  personName,
  Spinner,
  AppointmentStatusBadge,
  ZoneNote,
  Stack,
} from '@careconnect/shared-ui';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import { Details, RowActions, TwoColumns } from '../../../components/layout';
import type { Appointment, Patient } from '../../../lib/api-types';
import { detailError } from '../../../lib/query-error';
import { CareTeamSection } from '../../care/components/care-team-section';
import { UserDevicesSection } from '../../sessions/components/user-devices-section';
import { DELETE_PATIENT_ERROR, useDeletePatient } from '../api/delete-patient';
import { PATIENT_ERROR, usePatient } from '../api/get-patient';
import {
  PATIENT_APPOINTMENTS_PAGE_SIZE,
  usePatientAppointments,
} from '../api/get-patient-appointments';
import { DuplicateNotice } from './duplicate-notice';
import {
  DELETE_PATIENT_CONSEQUENCE,
  DELETE_PATIENT_QUESTION,
  PATIENT_DELETED,
  PATIENT_NOT_FOUND,
} from './patient-messages';

function capitalised(text: string | undefined) {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : NA;
}

function MedicalDetails({ patient }: { patient: Patient }) {
  const contact = patient.emergencyContact;
  const contactText = [contact?.name, contact?.relation && `(${contact.relation})`, contact?.phone]
    .filter(Boolean)
    .join(' ');
  const insurance = [patient.insurance?.provider, patient.insurance?.policyNumber]
    .filter(Boolean)
    .join(', policy ');
  return (
    <Card title="Medical Details" aria-label="Medical Details">
      <Details>
        <dt>Blood Type</dt>
        <dd>{orNA(patient.bloodType)}</dd>
        <dt>Weight</dt>
        <dd>{patient.weight ? `${patient.weight} kg` : NA}</dd>
        <dt>Height</dt>
        <dd>{patient.height ? `${patient.height} m` : NA}</dd>
        <dt>Emergency Contact</dt>
        <dd>{contactText || NA}</dd>
        <dt>Insurance</dt>
        <dd>{insurance || NA}</dd>
      </Details>
    </Card>
  );
}

function PersonalInformation({ patient }: { patient: Patient }) {
  const user = patient.user;
  return (
    <Card title="Personal Information" aria-label="Personal Information">
      <Details>
        <dt>Name</dt>
        <dd>{personName(user)}</dd>
        <dt>Email</dt>
        <dd>{orNA(user?.email)}</dd>
        <dt>Phone Number</dt>
        <dd>{orNA(user?.phoneNumber)}</dd>
        <dt>Gender</dt>
        <dd>{capitalised(user?.gender)}</dd>
        <dt>Date of Birth</dt>
        <dd>{formatDate(user?.dateOfBirth)}</dd>
        <dt>Address</dt>
        <dd>{orNA(user?.address)}</dd>
      </Details>
    </Card>
  );
}

function PatientAppointments({ patientId }: { patientId: string }) {
  const [page, setPage] = useState(1);
  const list = usePatientAppointments(patientId, page);
  const columns: DataTableColumn<Appointment>[] = [
    { key: 'date', header: 'Date', render: (a) => formatDate(a.date) },
    {
      key: 'time',
      header: 'Time',
      render: (a) => (
        <>
          {orNA(a.timeSlot)}
          <ZoneNote zone={a.timeZone} at={a.start ?? undefined} />
        </>
      ),
    },
    {
      key: 'doctor',
      header: 'Doctor',
      render: (a) => (a.doctor.user ? doctorLabel(a.doctor.user) : NA),
    },
    {
      key: 'status',
      header: 'Status',
      render: (a) => <AppointmentStatusBadge status={a.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (a) => (
        <RowActions>
          <ButtonLink
            variant="secondary"
            to={`/admin/appointments/view/${a._id}`}
            aria-label={`View appointment on ${formatDate(a.date)}`}
          >
            View
          </ButtonLink>
        </RowActions>
      ),
    },
  ];
  const total = list.data?.total ?? 0;
  const pageCount = Math.ceil(total / PATIENT_APPOINTMENTS_PAGE_SIZE);
  return (
    <div>
      <DataTable
        title="Appointments"
        columns={columns}
        rows={list.data?.appointments}
        loading={list.isPending}
        error={list.isError ? 'Failed to fetch appointments' : undefined}
        onRetry={() => void list.refetch()}
        emptyText="No appointments found."
      />
      {pageCount > 1 ? (
        <Pagination
          label="Appointments pages"
          page={page}
          pageCount={pageCount}
          disabled={list.isFetching}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}

/** Spec §2 patient detail: Medical Details and Personal Information, with the appointments. */
export function PatientViewScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const patient = usePatient(id);
  const remove = useDeletePatient();
  const [confirming, setConfirming] = useState(false);

  let content;
  if (patient.isPending) content = <Spinner label="Loading patient" />;
  else if (patient.isError)
    content = <ErrorState message={detailError(patient.error, PATIENT_NOT_FOUND, PATIENT_ERROR)} />;
  else
    content = (
      <Stack>
        <DuplicateNotice patientId={id} />
        <TwoColumns>
          <MedicalDetails patient={patient.data} />
          <PersonalInformation patient={patient.data} />
        </TwoColumns>
        <CareTeamSection patientId={id} />
        <PatientAppointments patientId={id} />
        {patient.data.user?._id ? <UserDevicesSection userId={patient.data.user._id} /> : null}
      </Stack>
    );

  return (
    <Stack>
      <PageHeader
        title={
          patient.data ? `Patient Details: ${personName(patient.data.user)}` : 'Patient Details'
        }
        back={{ to: '/admin/patients', label: 'Back to Patients' }}
        actions={
          patient.data ? (
            <>
              <ButtonLink variant="secondary" to={`/admin/patients/audit/${id}`}>
                Audit Trail
              </ButtonLink>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </>
          ) : null
        }
      />
      {content}
      <DeleteConfirmation
        open={confirming}
        question={DELETE_PATIENT_QUESTION}
        consequence={DELETE_PATIENT_CONSEQUENCE}
        onDelete={() => remove.mutateAsync(id)}
        failureMessage={DELETE_PATIENT_ERROR}
        successMessage={PATIENT_DELETED}
        busy={remove.isPending}
        onClose={(deleted) => {
          setConfirming(false);
          if (deleted) navigate('/admin/patients', { replace: true });
        }}
      />
    </Stack>
  );
}
