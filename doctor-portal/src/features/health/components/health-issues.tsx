import styled from 'styled-components';
import {
  ComplaintStatusBadge,
  complaintStatusLabel,
  DataTable,
  type DataTableColumn,
  formatDateTime,
  FormField,
  notify,
  Pagination,
  personName,
  Select,
  Stack,
  pageCountOf,
  useListState,
} from '@careconnect/shared-ui';
import type { ComplaintStatus, HealthComplaint } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useChangeComplaintStatus } from '../api/change-complaint-status';
import { COMPLAINTS_PAGE_SIZE, useHealthComplaints } from '../api/get-health-complaints';

export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'in review', 'resolved'];

const statusOptions = COMPLAINT_STATUSES.map((status) => ({
  value: status,
  label: complaintStatusLabel(status),
}));

const Filter = styled.div`
  max-width: 280px;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  white-space: pre-line;
`;

const isStatus = (value: string | null): value is ComplaintStatus =>
  COMPLAINT_STATUSES.includes(value as ComplaintStatus);

function StatusChanger({ complaint }: { complaint: HealthComplaint }) {
  const change = useChangeComplaintStatus();
  const subject = complaint.subject;
  return (
    <Select
      aria-label={`Status of “${subject}”`}
      options={statusOptions}
      value={complaint.status}
      disabled={change.isPending}
      onChange={(event) => {
        const status = event.target.value as ComplaintStatus;
        change.mutate(
          { id: complaint._id, status },
          {
            onSuccess: () =>
              notify.success(`“${subject}” is now ${complaintStatusLabel(status).toLowerCase()}.`),
            onError: (error) => notify.error(error.message || 'Failed to update the health issue'),
          },
        );
      }}
    />
  );
}

const columns: DataTableColumn<HealthComplaint>[] = [
  { key: 'patient', header: 'Patient', render: (c) => personName(c.patient.user) },
  {
    key: 'subject',
    header: 'Health Issue',
    render: (c) => (
      <>
        <strong>{c.subject}</strong>
        {c.description ? <Description>{c.description}</Description> : null}
      </>
    ),
  },
  { key: 'reported', header: 'Reported', render: (c) => formatDateTime(c.createdAt) },
  {
    key: 'status',
    header: 'Status',
    render: (c) => <ComplaintStatusBadge status={c.status} />,
  },
  { key: 'change', header: 'Change Status', render: (c) => <StatusChanger complaint={c} /> },
];

function HealthTable() {
  const { page, setPage, filters, setFilters } = useListState({ defaults: { status: '' } });
  const status: ComplaintStatus | '' = isStatus(filters.status) ? filters.status : '';
  const complaints = useHealthComplaints(status, page);

  if (isAwaitingApproval(complaints.error)) {
    return <ApprovalBanner message={complaints.error.message} />;
  }

  const total = complaints.data?.total ?? 0;
  return (
    <Stack>
      <Filter>
        <FormField label="Filter by status">
          <Select
            options={[{ value: '', label: 'All statuses' }, ...statusOptions]}
            value={status}
            onChange={(event) => setFilters({ status: event.target.value })}
          />
        </FormField>
      </Filter>
      <DataTable
        caption="Health issues of my patients"
        columns={columns}
        rows={complaints.data?.complaints}
        loading={complaints.isPending}
        error={complaints.isError ? `Error: ${complaints.error.message}` : undefined}
        onRetry={() => void complaints.refetch()}
        emptyText="No health issues found."
      />
      {total > COMPLAINTS_PAGE_SIZE || page > 1 ? (
        <Pagination
          label="Health issues pages"
          page={page}
          pageCount={pageCountOf(total, COMPLAINTS_PAGE_SIZE)}
          onPageChange={setPage}
          disabled={complaints.isFetching}
        />
      ) : null}
    </Stack>
  );
}

/** The health complaints of the doctor's patients: filter by status, move them along. */
export function HealthIssues() {
  return <DoctorScreen title="Patient Health Issues">{() => <HealthTable />}</DoctorScreen>;
}
