import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ActionMenu,
  ButtonLink,
  DataTable,
  type DataTableColumn,
  doctorLabel,
  formatDate,
  NA,
  personName,
  AppointmentStatusBadge,
  VisitKindBadge,
  PatientConfirmedBadge,
} from '@careconnect/shared-ui';
import { RowActions } from '../../../components/layout';
import type { Appointment } from '../../../lib/api-types';

export const NO_APPOINTMENTS = 'No appointments found.';

const When = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface AppointmentsTableProps {
  appointments: Appointment[] | undefined;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  onDelete: (appointment: Appointment) => void;
}

/**
 * Spec §2 'All Appointments': Patient, Doctor, Purpose, Status, Actions (View, and Update and
 * Delete in the row's menu, Delete set apart).
 */
export function AppointmentsTable({
  appointments,
  loading,
  error,
  onRetry,
  onDelete,
}: AppointmentsTableProps) {
  const columns: DataTableColumn<Appointment>[] = [
    {
      key: 'patient',
      header: 'Patient',
      // Spec §2: the patient's name opens the patient view (a deleted patient has none).
      render: (a) =>
        a.patient.user ? (
          <Link to={`/admin/patients/view/${a.patient._id}`}>{personName(a.patient.user)}</Link>
        ) : (
          NA
        ),
    },
    {
      key: 'doctor',
      header: 'Doctor',
      render: (a) => (a.doctor.user ? doctorLabel(a.doctor.user) : NA),
    },
    {
      key: 'purpose',
      header: 'Purpose',
      render: (a) => (
        <>
          {a.reason || NA}
          <When>
            {formatDate(a.date)} · {a.timeSlot}
            <VisitKindBadge kind={a.kind} />
          </When>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (a) => (
        <>
          <AppointmentStatusBadge status={a.status} />{' '}
          <PatientConfirmedBadge confirmedAt={a.patientConfirmedAt} />
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (a) => {
        const who = personName(a.patient.user);
        return (
          <RowActions>
            <ButtonLink
              variant="secondary"
              to={`/admin/appointments/view/${a._id}`}
              aria-label={`View appointment of ${who} on ${formatDate(a.date)}`}
            >
              View
            </ButtonLink>
            <ActionMenu
              label={`More actions for ${who}, ${formatDate(a.date)}`}
              items={[
                { label: 'Update', to: `/admin/appointments/update/${a._id}` },
                { label: 'Delete', onSelect: () => onDelete(a), danger: true },
              ]}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={appointments}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={NO_APPOINTMENTS}
    />
  );
}
