import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  addDays,
  Button,
  ButtonLink,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  formatDate,
  FormField,
  notify,
  Pagination,
  personName,
  SearchField,
  Spinner,
  TextInput,
  VisitKindBadge,
  PatientConfirmedBadge,
  Stack,
  pageCountOf,
  useListState,
} from '@careconnect/shared-ui';
import type { Appointment, Doctor } from '../../../lib/api-types';
import { useDoctorToday } from '../../doctor/api/use-doctor-today';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useDeleteAppointment } from '../api/delete-appointment';
import {
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentsQuery,
  useAppointments,
} from '../api/get-appointments';
import { AppointmentRowActions } from './appointment-row-actions';
import { AppointmentStatusBadge } from './appointment-status';

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${({ theme }) => theme.space.md};

  & > * {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  & > :first-child {
    flex: 2 1 240px;
  }
  /* The search field's own space below it would lift it above the date. */
  & > :first-child > div {
    margin-bottom: 0;
  }
`;

const DayFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > div {
    margin-bottom: 0;
  }
`;

/** Today, filled while today is the day shown. */
const TodayButton = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.25rem;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const PAST_PAGE = ['past'] as const;

export const DELETE_APPOINTMENT_QUESTION = 'Are you sure you want to delete this appointment?';

/** An appointment to delete, and what its list does once it is gone. */
interface Deletion {
  appointment: Appointment;
  onDeleted: () => void;
}

interface AppointmentsSectionProps {
  doctor: Doctor;
  title: string;
  query: Omit<AppointmentsQuery, 'page'>;
  /** Where the section's page is kept in the address. */
  pageParam: string;
  onDelete: (deletion: Deletion) => void;
  /** Another section already shows the approval banner. */
  quietBanner?: boolean;
}

/** One list of the screen (Upcoming, Past, or one day) under its heading, paged on its own. */
function AppointmentsSection({
  doctor,
  title,
  query,
  pageParam,
  onDelete,
  quietBanner = false,
}: AppointmentsSectionProps) {
  const headingId = useId();
  const { page, setPage } = useListState({ pageParam });
  const appointments = useAppointments(doctor._id, { ...query, page });

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
    {
      key: 'time',
      header: 'Time',
      render: (a) => (
        <NoWrap>
          {a.timeSlot || 'N/A'}
          <VisitKindBadge kind={a.kind} />
        </NoWrap>
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
      render: (a) => (
        <AppointmentRowActions
          appointment={a}
          onDelete={(appointment) =>
            onDelete({
              appointment,
              // The last row of a page: show the page before.
              onDeleted: () => {
                if (appointments.data?.appointments.length === 1 && page > 1) setPage(page - 1);
              },
            })
          }
        />
      ),
    },
  ];

  if (isAwaitingApproval(appointments.error)) {
    return quietBanner ? null : <ApprovalBanner message={appointments.error.message} />;
  }

  const total = appointments.data?.total ?? 0;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <DataTable
        columns={columns}
        rows={appointments.data?.appointments}
        loading={appointments.isPending}
        error={appointments.isError ? `Error: ${appointments.error.message}` : undefined}
        onRetry={() => void appointments.refetch()}
        emptyText="No appointments found."
      />
      {total > APPOINTMENTS_PAGE_SIZE || page > 1 ? (
        <Pagination
          label={`${title} pages`}
          page={page}
          pageCount={pageCountOf(total, APPOINTMENTS_PAGE_SIZE)}
          onPageChange={setPage}
          disabled={appointments.isFetching}
        />
      ) : null}
    </Section>
  );
}

/** Today is the date in the doctor's time zone, which their appointments are booked in. */
function AppointmentsTable({ doctor }: { doctor: Doctor }) {
  const today = useDoctorToday(doctor._id);
  if (!today) return <Spinner label="Loading appointments" />;
  return <AppointmentsOfDays doctor={doctor} today={today} />;
}

function AppointmentsOfDays({ doctor, today }: { doctor: Doctor; today: string }) {
  const { q, search, setSearch, filters, setFilters } = useListState({
    defaults: { date: '' },
    otherPages: PAST_PAGE,
  });
  const day = filters.date;
  const remove = useDeleteAppointment();
  const [toDelete, setToDelete] = useState<Deletion | null>(null);
  // Choosing a day, or leaving it, starts every list at its first page.
  const chooseDay = (next: string) => setFilters({ date: next });

  return (
    <Stack>
      <Filters>
        <SearchField landmark label="Search by patient name" value={search} onChange={setSearch} />
        <DayFilter role="group" aria-label="Show one day">
          <FormField label="Date">
            <TextInput
              type="date"
              value={day}
              onChange={(event) => chooseDay(event.target.value)}
            />
          </FormField>
          <TodayButton
            variant="secondary"
            aria-pressed={day === today}
            onClick={() => chooseDay(today)}
          >
            Today
          </TodayButton>
          {day ? (
            <Button variant="link" onClick={() => chooseDay('')}>
              All dates
            </Button>
          ) : null}
        </DayFilter>
      </Filters>
      {day ? (
        <AppointmentsSection
          doctor={doctor}
          title={day === today ? 'Today' : formatDate(day)}
          query={{ q, from: day, to: day, order: 'soonest' }}
          pageParam="page"
          onDelete={setToDelete}
        />
      ) : (
        <>
          {/* Today belongs to Upcoming: a visit earlier today may still need completing. */}
          <AppointmentsSection
            doctor={doctor}
            title="Upcoming"
            query={{ q, from: today, order: 'soonest' }}
            pageParam="page"
            onDelete={setToDelete}
          />
          <AppointmentsSection
            doctor={doctor}
            title="Past"
            query={{ q, to: addDays(today, -1), order: 'latest' }}
            pageParam="past"
            onDelete={setToDelete}
            quietBanner
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={DELETE_APPOINTMENT_QUESTION}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.appointment._id, {
            onSuccess: () => {
              notify.success('Appointment deleted.');
              toDelete.onDeleted();
            },
            onError: () => notify.error('Failed to delete appointment.'),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </Stack>
  );
}

/**
 * The doctor's appointments (spec §2) in time order: Upcoming (soonest first) and Past (most
 * recent first), or one chosen day; searchable, with each row's next step and a menu.
 */
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
