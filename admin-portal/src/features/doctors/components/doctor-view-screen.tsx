import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  complaintStatusLabel,
  doctorLabel,
  ErrorState,
  formatDate,
  formatDateTime,
  NA,
  oneDecimal,
  orNA,
  PageHeader,
  personName,
  Spinner,
  SummaryCard,
  Stack,
} from '@careconnect/shared-ui';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import { Details } from '../../../components/layout';
import { ApprovalBadge } from './approval-badge';
import type { Doctor } from '../../../lib/api-types';
import { detailError } from '../../../lib/query-error';
import { CardGrid } from '../../dashboard/components/summary-cards';
import { DELETE_DOCTOR_ERROR } from '../api/delete-doctor';
import { DOCTOR_ERROR, useDoctor } from '../api/get-doctor';
import { useDoctorStats } from '../api/get-doctor-stats';
import {
  DELETE_DOCTOR_CONSEQUENCE,
  DELETE_DOCTOR_QUESTION,
  DOCTOR_DELETED,
  DOCTOR_NOT_FOUND,
} from './doctor-messages';
import { UserDevicesSection } from '../../sessions/components/user-devices-section';
import { DoctorDecisionDialog } from './doctor-decision-dialog';
import { useDoctorActions } from './use-doctor-actions';

function Profile({ doctor }: { doctor: Doctor }) {
  const user = doctor.user;
  return (
    <Card title="Profile" aria-label="Profile">
      <Details>
        <dt>Name</dt>
        <dd>{personName(user)}</dd>
        <dt>Email</dt>
        <dd>{orNA(user?.email)}</dd>
        <dt>Phone Number</dt>
        <dd>{orNA(user?.phoneNumber)}</dd>
        <dt>Specialization</dt>
        <dd>{orNA(doctor.specialization)}</dd>
        <dt>Hospital</dt>
        <dd>{orNA(doctor.hospital)}</dd>
        <dt>License Number</dt>
        <dd>{orNA(doctor.licenseNumber)}</dd>
        <dt>Years of Experience</dt>
        <dd>{orNA(doctor.yearsOfExperience)}</dd>
        <dt>Status</dt>
        <dd>
          <ApprovalBadge approved={doctor.approved} rejected={doctor.rejected} />
        </dd>
        <dt>Approved on</dt>
        <dd>{doctor.approvedAt ? formatDateTime(doctor.approvedAt) : NA}</dd>
        <dt>Joined</dt>
        <dd>{formatDate(doctor.createdAt.slice(0, 10))}</dd>
      </Details>
    </Card>
  );
}

function Counts({ doctorId }: { doctorId: string }) {
  const stats = useDoctorStats(doctorId);
  if (stats.isPending) return <Spinner label="Loading counts" />;
  if (stats.isError) return <ErrorState message="Failed to fetch doctor information." />;
  const { patients, appointments, health, nutrition, sports } = stats.data;
  return (
    <section aria-label="Counts">
      <CardGrid>
        <SummaryCard title="Patients" value={patients} />
        <SummaryCard
          title="Appointments"
          value={appointments.total}
          subtitle={`Average per day: ${oneDecimal(appointments.averagePerDay)}`}
        />
        <SummaryCard title="Upcoming appointments" value={appointments.upcoming} />
        <SummaryCard
          title="Patient health issues"
          value={health.total}
          subtitle={`Top status: ${health.topStatus ? complaintStatusLabel(health.topStatus) : NA}`}
        />
        <SummaryCard title="Food plans" value={nutrition.plans} />
        <SummaryCard title="Sports plans" value={sports.plans} />
      </CardGrid>
    </section>
  );
}

/** A doctor's profile and counts, with Approve, Reject (each asked first) and Delete. */
export function DoctorViewScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const doctor = useDoctor(id);
  const actions = useDoctorActions();

  let content;
  if (doctor.isPending) content = <Spinner label="Loading doctor" />;
  else if (doctor.isError)
    content = <ErrorState message={detailError(doctor.error, DOCTOR_NOT_FOUND, DOCTOR_ERROR)} />;
  else
    content = (
      <Stack>
        <Profile doctor={doctor.data} />
        <Counts doctorId={id} />
        {doctor.data.user?._id ? <UserDevicesSection userId={doctor.data.user._id} /> : null}
      </Stack>
    );

  const data = doctor.data;
  return (
    <Stack>
      <PageHeader
        title={data ? `Doctor Details: ${doctorLabel(data.user)}` : 'Doctor Details'}
        back={{ to: '/admin/doctors', label: 'Back to Doctors' }}
        actions={
          data ? (
            <>
              {data.approved ? null : (
                <Button
                  onClick={() => actions.askApprove(data)}
                  loading={actions.approvingId === data._id}
                >
                  Approve
                </Button>
              )}
              {data.approved || data.rejected ? null : (
                <Button variant="secondary" onClick={() => actions.askReject(data)}>
                  Reject
                </Button>
              )}
              <ButtonLink variant="secondary" to={`/admin/doctors/${data._id}/availability`}>
                Availability
              </ButtonLink>
              <Button variant="danger" onClick={() => actions.setToDelete(data)}>
                Delete
              </Button>
            </>
          ) : null
        }
      />
      {content}
      <DoctorDecisionDialog
        decision={actions.decision}
        busy={actions.deciding}
        onConfirm={() => void actions.confirmDecision()}
        onCancel={actions.cancelDecision}
      />
      <DeleteConfirmation
        open={actions.toDelete !== null}
        question={DELETE_DOCTOR_QUESTION}
        consequence={DELETE_DOCTOR_CONSEQUENCE}
        onDelete={() => actions.remove.mutateAsync(id)}
        failureMessage={DELETE_DOCTOR_ERROR}
        successMessage={DOCTOR_DELETED}
        busy={actions.remove.isPending}
        onClose={(deleted) => {
          actions.setToDelete(null);
          if (deleted) navigate('/admin/doctors', { replace: true });
        }}
      />
    </Stack>
  );
}
