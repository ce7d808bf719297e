import { useEffect, useState } from 'react';
import { ButtonLink, PageHeader, Stack, useListState, pageCountOf } from '@careconnect/shared-ui';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import { ListFooter } from '../../../components/list-footer';
import type { Appointment, AppointmentStatus } from '../../../lib/api-types';
import { APPOINTMENT_STATUSES } from '../../../lib/api-types';
import { DELETE_APPOINTMENT_ERROR, useDeleteAppointment } from '../api/delete-appointment';
import {
  APPOINTMENTS_ERROR,
  APPOINTMENTS_PAGE_SIZE,
  useAppointments,
} from '../api/get-appointments';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentsTable } from './appointments-table';
import { CancellationNoticeSetting } from './cancellation-notice-setting';
import { ScheduleIssues } from './schedule-issues';

export const DELETE_APPOINTMENT_QUESTION = 'Are you sure you want to delete this appointment?';

const defaults = { status: '', from: '', to: '' };

function statusFrom(value: string): AppointmentStatus | '' {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value)
    ? (value as AppointmentStatus)
    : '';
}

/** Spec §2 'All Appointments': paginated, searchable, filterable by status and dates. */
export function AppointmentsScreen() {
  const { page, setPage, q, search, setSearch, filters, setFilters } = useListState({ defaults });
  const filter = {
    page,
    q,
    status: statusFrom(filters.status),
    from: filters.from,
    to: filters.to,
  };
  const list = useAppointments(filter);
  const remove = useDeleteAppointment();
  const [target, setTarget] = useState<Appointment | null>(null);

  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total, APPOINTMENTS_PAGE_SIZE);

  // After the last row of the last page is deleted, show the page before it.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount) {
      setPage(pageCount, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, pageCount, setPage]);

  return (
    <Stack>
      <PageHeader
        title="All Appointments"
        actions={<ButtonLink to="/admin/appointments/create">Add Appointment</ButtonLink>}
      />
      <div>
        <ScheduleIssues />
        <CancellationNoticeSetting />
        <AppointmentFilters
          values={{ ...filters, q }}
          search={search}
          onSearch={setSearch}
          onChange={setFilters}
        />
        <AppointmentsTable
          appointments={list.data?.appointments}
          loading={list.isPending}
          error={list.isError ? APPOINTMENTS_ERROR : undefined}
          onRetry={() => void list.refetch()}
          onDelete={setTarget}
        />
        {list.data && total > 0 ? (
          <ListFooter
            summary={
              list.data.exact
                ? total === 1
                  ? '1 appointment'
                  : `${total} appointments`
                : `At least ${total} appointments`
            }
            label="Appointments pages"
            page={page}
            pageCount={pageCount}
            busy={list.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </div>
      <DeleteConfirmation
        open={target !== null}
        question={DELETE_APPOINTMENT_QUESTION}
        onDelete={() => remove.mutateAsync(target!._id)}
        failureMessage={DELETE_APPOINTMENT_ERROR}
        successMessage="Appointment deleted"
        busy={remove.isPending}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
