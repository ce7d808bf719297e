import { useId } from 'react';
import styled from 'styled-components';
import {
  ButtonLink,
  DataTable,
  errorMessage,
  Pagination,
  type DataTableColumn,
  SearchField,
  todayIso,
  ZoneNote,
  VisitKindBadge,
  Stack,
  PageHeader,
  ButtonRow,
  useListState,
} from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { doctorName, formatLongDate, isCancellable, orNA } from '../../../lib/format';
import { WithPatient } from '../../patient/components/with-patient';
import { PrevisitHint } from '../../previsit/components/previsit-hint';
import { type AppointmentListParams, useAppointments } from '../api/get-appointments';
import { AppointmentStatus } from './appointment-status';
import { CancelAppointmentButton } from './cancel-appointment-button';
import { ProposalButtons } from './proposal-buttons';

export const APPOINTMENTS_PAGE_SIZE = 10;
export const NO_APPOINTMENTS = 'No appointments found.';

const Search = styled.div`
  max-width: 420px;
  > div {
    margin-bottom: 0;
  }
`;

const columns: DataTableColumn<Appointment>[] = [
  { key: 'doctor', header: 'Doctor', render: (a) => doctorName(a.doctor) },
  { key: 'date', header: 'Date', render: (a) => formatLongDate(a.date) },
  {
    key: 'time',
    header: 'Time',
    // The time is the doctor's clock: the zone is named when it is not this browser's.
    render: (a) => (
      <>
        {orNA(a.timeSlot)}
        <ZoneNote zone={a.timeZone} at={a.start ?? undefined} />
        <VisitKindBadge kind={a.kind} />
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (a) => (
      <>
        <AppointmentStatus status={a.status} />
        <PrevisitHint appointment={a} />
      </>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    render: (a) => {
      const what = `appointment with ${doctorName(a.doctor)} on ${formatLongDate(a.date)}`;
      return (
        <ButtonRow $nowrap>
          <ButtonLink
            variant="secondary"
            to={`/patient/appointments/view/${encodeURIComponent(a._id)}`}
            aria-label={`View ${what}`}
          >
            View
          </ButtonLink>
          {a.status === 'proposed' ? (
            <ProposalButtons appointment={a} what={what} />
          ) : isCancellable(a.status) ? (
            <CancelAppointmentButton
              appointmentId={a._id}
              accessibleLabel={`Cancel ${what}`}
              start={a.start}
              what={`${doctorName(a.doctor)}, ${formatLongDate(a.date)} at ${orNA(a.timeSlot)}`}
            />
          ) : null}
        </ButtonRow>
      );
    },
  },
];

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.25rem;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

/** Where the Past list keeps its page in the address (Upcoming's is `page`). */
const PAST_PAGE = 'past';

interface AppointmentSectionProps {
  patientId: string;
  title: string;
  query: Omit<AppointmentListParams, 'page' | 'limit'>;
  /** Where the section's page is kept in the address. */
  pageParam: string;
}

/** Upcoming or Past under its heading, paged on its own. */
function AppointmentSection({ patientId, title, query, pageParam }: AppointmentSectionProps) {
  const headingId = useId();
  const { page, pageCount, setPage, seeTotal } = useListState({
    pageParam,
    pageSize: APPOINTMENTS_PAGE_SIZE,
  });
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useAppointments(
    patientId,
    { ...query, page, limit: APPOINTMENTS_PAGE_SIZE },
  );
  seeTotal(data?.total);

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <DataTable
        columns={columns}
        rows={data?.data}
        loading={isPending}
        error={error ? `Error: ${errorMessage(error, 'Failed to fetch appointments')}` : undefined}
        onRetry={() => void refetch()}
        emptyText={NO_APPOINTMENTS}
      />
      {pageCount > 1 ? (
        <Pagination
          label={`${title} pages`}
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          disabled={isFetching && isPlaceholderData}
        />
      ) : null}
    </Section>
  );
}

function AppointmentList({ patientId }: { patientId: string }) {
  const { q, search, setSearch } = useListState({ otherPages: [PAST_PAGE] });
  const today = todayIso();

  return (
    <Stack>
      <Search>
        <SearchField
          label="Search appointments"
          value={search}
          placeholder="Doctor, reason, status…"
          onChange={setSearch}
        />
      </Search>
      {/* Today belongs to Upcoming: the day's visit is still ahead or just happening. A
          cancelled, declined or finished visit is history, whatever its date. */}
      <AppointmentSection
        patientId={patientId}
        title="Upcoming"
        query={{ q: q || undefined, when: 'upcoming', today, order: 'soonest' }}
        pageParam="page"
      />
      <AppointmentSection
        patientId={patientId}
        title="Past"
        query={{ q: q || undefined, when: 'past', today, order: 'latest' }}
        pageParam={PAST_PAGE}
      />
    </Stack>
  );
}

/**
 * Patient Appointments (spec §2): the patient's own in time order, Upcoming (soonest first) then
 * Past (most recent first), with View and Cancel (Accept and Decline for a doctor's proposal).
 */
export function PatientAppointments() {
  return (
    <Stack>
      <PageHeader
        title="Patient Appointments"
        actions={
          <>
            <ButtonLink to="/patient/waitlist" variant="secondary">
              Earlier times
            </ButtonLink>
            <ButtonLink to="/patient/appointments/book">Book Appointment</ButtonLink>
          </>
        }
      />
      <WithPatient>{(patientId) => <AppointmentList patientId={patientId} />}</WithPatient>
    </Stack>
  );
}
