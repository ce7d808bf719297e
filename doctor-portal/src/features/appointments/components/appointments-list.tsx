import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  formatDate,
  notify,
  Pagination,
  personName,
  SearchField,
} from '@careconnect/shared-ui';
import { Stack } from '../../../components/stack';
import type { Appointment, Doctor } from '../../../lib/api-types';
import { pageCount, useListParams } from '../../../lib/use-list-params';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useDeleteAppointment } from '../api/delete-appointment';
import { APPOINTMENTS_PAGE_SIZE, useAppointments } from '../api/get-appointments';
import { AppointmentRowActions } from './appointment-row-actions';
import { AppointmentStatusBadge } from './appointment-status';

const NoWrap = styled.span`
  white-space: nowrap;
`;

export const DELETE_APPOINTMENT_QUESTION = 'Are you sure you want to delete this appointment?';

function AppointmentsTable({ doctor }: { doctor: Doctor }) {
  const { page, q, search, setSearch, setPage } = useListParams();
  const appointments = useAppointments(doctor._id, page, q);
  const remove = useDeleteAppointment();
  const [toDelete, setToDelete] = useState<Appointment | null>(null);

  if (isAwaitingApproval(appointments.error)) {
    return <ApprovalBanner message={appointments.error.message} />;
  }

  const columns: DataTableColumn<Appointment>[] = [
    {
      key: 'patient',
      header: 'Patient',
      // The patient's page: their record, or the ways in for a patient outside the doctor's care.
      render: (a) =>
        a.patient.user ? (
          <Link to={`/doctor/patients/view/${a.patient._id}`}>{personName(a.patient.user)}</Link>
        ) : (
          personName(a.patient.user)
        ),
    },
    { key: 'date', header: 'Date', render: (a) => <NoWrap>{formatDate(a.date)}</NoWrap> },
    { key: 'time', header: 'Time', render: (a) => <NoWrap>{a.timeSlot || 'N/A'}</NoWrap> },
    {
      key: 'status',
      header: 'Status',
      render: (a) => <AppointmentStatusBadge status={a.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (a) => <AppointmentRowActions appointment={a} onDelete={setToDelete} />,
    },
  ];

  const total = appointments.data?.total ?? 0;
  const pages = pageCount(total, APPOINTMENTS_PAGE_SIZE);

  return (
    <Stack>
      <SearchField landmark label="Search by patient name" value={search} onChange={setSearch} />
      <DataTable
        caption="My appointments"
        columns={columns}
        rows={appointments.data?.appointments}
        loading={appointments.isPending}
        error={appointments.isError ? `Error: ${appointments.error.message}` : undefined}
        onRetry={() => void appointments.refetch()}
        emptyText="No appointments found."
      />
      {total > APPOINTMENTS_PAGE_SIZE || page > 1 ? (
        <Pagination
          label="Appointments pages"
          page={page}
          pageCount={pages}
          onPageChange={setPage}
          disabled={appointments.isFetching}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        message={DELETE_APPOINTMENT_QUESTION}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete._id, {
            onSuccess: () => {
              notify.success('Appointment deleted.');
              // The last row of a page: show the page before.
              if (appointments.data?.appointments.length === 1 && page > 1) setPage(page - 1);
            },
            onError: () => notify.error('Failed to delete appointment.'),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </Stack>
  );
}

/** The doctor's appointments (spec §2): paginated, searchable, with the life-cycle actions. */
export function AppointmentsList() {
  return (
    <DoctorScreen
      title="Appointments"
      actions={<ButtonLink to="/doctor/appointments/create">Add Appointment</ButtonLink>}
    >
      {(doctor) => <AppointmentsTable doctor={doctor} />}
    </DoctorScreen>
  );
}
